// Standalone start (`pnpm --filter mfe-commerce dev`): the remote's pages with a tiny router of their own.
import { createRoot } from 'react-dom/client';
import { ensureCommerceNamespace } from './shared/use-commerce-namespace';
import { StandaloneApp } from './standalone/StandaloneApp';

await ensureCommerceNamespace();
createRoot(document.getElementById('root')!).render(<StandaloneApp />);
