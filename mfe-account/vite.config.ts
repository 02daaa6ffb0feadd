import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import federationConfig from './module-federation.config';

const PORT = Number(process.env.PORT ?? 5174);

// The front door serves this remote's dist under /remotes/mfe-account/ (another origin may set MFE_ACCOUNT_BASE).
export default defineConfig(({ command }) => ({
  base: command === 'build' ? (process.env.MFE_ACCOUNT_BASE ?? '/remotes/mfe-account/') : '/',
  plugins: [react(), federation(federationConfig)],
  build: {
    target: 'esnext',
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // @app/contracts is constants, schemas and functions without side effects: only the schemas these forms use
      // (and what they need: yup, libphonenumber's metadata, the common-password list) are bundled, as in shell/.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id) },
    },
  },
  server: {
    port: PORT,
    origin: `http://localhost:${PORT}`,
    // Standalone: the API (pnpm start / wrangler dev) answers on 8787.
    proxy: { '/api': { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:8787', changeOrigin: false } },
  },
  preview: { port: PORT, proxy: { '/api': { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:8787' } } },
}));
