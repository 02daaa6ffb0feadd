import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'ui', root: import.meta.dirname, environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
