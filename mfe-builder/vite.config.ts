// Built from the remote kit (packages/remote-kit): shared singletons and their versions come from package.json.
import { remoteViteConfig } from '@app/remote-kit/config';

export default remoteViteConfig({
  dir: import.meta.dirname,
  name: 'mfe_builder',
  port: 5175,
  exposes: {
    './BuilderApp': './src/expose/BuilderApp.tsx',
  },
});
