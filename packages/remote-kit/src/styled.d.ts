import 'styled-components';
import type { Theme } from '@app/ui';

declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
