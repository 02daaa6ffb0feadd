import 'styled-components';
import type { Theme } from '@app/ui';

// The dashboard theme (packages/ui) is what `props.theme` holds in every styled component here.
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
