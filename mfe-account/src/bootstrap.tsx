// Standalone start (`pnpm --filter mfe-account dev`): the remote's pages with a tiny router of their own.
import { createRoot } from 'react-dom/client';
import { ensureAccountNamespace } from './shared/use-account-namespace';
import { StandaloneApp } from './standalone/StandaloneApp';

await ensureAccountNamespace();
createRoot(document.getElementById('root')!).render(<StandaloneApp />);
