import { remoteVitestConfig } from '@app/remote-kit/config';

export default remoteVitestConfig(import.meta.dirname);
