import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import federationConfig from './module-federation.config';

const PORT = Number(process.env.PORT ?? 5176);
// Standalone: the product (pnpm start / wrangler dev) answers the API and the storefront links on 8787.
const FRONT_DOOR = process.env.API_ORIGIN ?? 'http://127.0.0.1:8787';
const proxy = { '/api': FRONT_DOOR, '/published': FRONT_DOOR, '/media': FRONT_DOOR };

// The front door serves this remote's dist under /remotes/mfe-commerce/ (another origin may set MFE_COMMERCE_BASE).
export default defineConfig(({ command }) => ({
  base: command === 'build' ? (process.env.MFE_COMMERCE_BASE ?? '/remotes/mfe-commerce/') : '/',
  plugins: [react(), federation(federationConfig)],
  build: {
    target: 'esnext',
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // @app/contracts is plain constants, schemas and functions: only the constants used here may ride along.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id) },
    },
  },
  server: { port: PORT, origin: `http://localhost:${PORT}`, proxy },
  preview: { port: PORT, proxy },
}));
