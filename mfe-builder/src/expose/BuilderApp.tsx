// Exposed to the shell as ./BuilderApp (default and named export): the whole /website screen.
import type { OwnerPageProps } from '@app/contracts';
import { BuilderPage } from '../features/builder/BuilderPage';
import { BuilderRoot } from '../shared/BuilderRoot';

export function BuilderApp(props: OwnerPageProps) {
  return (
    <BuilderRoot>
      <BuilderPage {...props} />
    </BuilderRoot>
  );
}
export default BuilderApp;
