// The standalone start of a remote: `startStandalone` in its src/bootstrap.tsx.
import { ensureNamespace } from '../namespace';
import { createRoot } from 'react-dom/client';
import { StandaloneFrame, type StandaloneFrameProps } from './StandaloneFrame';

export { signedIn, signOut } from '@app/api-client/standalone-session';
export { StandaloneFrame, Text, type StandaloneFrameProps, type StandaloneLink } from './StandaloneFrame';

/** Loads the remote's catalogue, then renders the frame into #root. */
export async function startStandalone(props: StandaloneFrameProps): Promise<void> {
  await ensureNamespace(props.ns);
  createRoot(document.getElementById('root')!).render(<StandaloneFrame {...props} />);
}
