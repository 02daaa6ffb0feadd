import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Component tests in jsdom; federation is left out (the panels are tested as plain React components).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'mfe-builder',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
