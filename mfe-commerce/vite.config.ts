// Built from the remote kit (packages/remote-kit): the exposed pages come from packages/contracts/src/remotes.ts,
// the shared singletons and their versions from package.json; under vitest this is also the test config.
import { remoteViteConfig } from '@app/remote-kit/config';

export default remoteViteConfig({ dir: import.meta.dirname, port: 5176 });
