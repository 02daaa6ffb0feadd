import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component and store tests in jsdom; the front door's tests (worker/) run in node.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'shell',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'worker/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
