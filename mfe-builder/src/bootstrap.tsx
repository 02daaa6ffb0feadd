// Standalone start (`pnpm --filter mfe-builder dev`): the builder with a tiny router and sign-in of its own.
import { createRoot } from 'react-dom/client';
import { ensureBuilderNamespace } from './shared/use-builder-namespace';
import { StandaloneApp } from './standalone/StandaloneApp';

await ensureBuilderNamespace();
createRoot(document.getElementById('root')!).render(<StandaloneApp />);
