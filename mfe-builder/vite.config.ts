import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import federationConfig from './module-federation.config';

const PORT = Number(process.env.PORT ?? 5175);
const API = process.env.API_ORIGIN ?? 'http://127.0.0.1:8787';
// Standalone, the API and the storefront (live preview iframe, /media images) come from the running product.
const proxy = {
  '/api': { target: API, changeOrigin: false },
  '/published': { target: API, changeOrigin: false },
  '/media': { target: API, changeOrigin: false },
};

// The front door serves this remote's dist under /remotes/mfe-builder/ (another origin may set MFE_BUILDER_BASE).
export default defineConfig(({ command }) => ({
  base: command === 'build' ? (process.env.MFE_BUILDER_BASE ?? '/remotes/mfe-builder/') : '/',
  plugins: [react(), federation(federationConfig)],
  build: {
    target: 'esnext',
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // @app/contracts is constants, schemas and functions without side effects: only what the builder uses is
      // bundled (the schemas of its forms and yup), as in the other remotes.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id) },
    },
  },
  server: { port: PORT, origin: `http://localhost:${PORT}`, proxy },
  preview: { port: PORT, proxy },
}));
