import { initI18n, i18next } from '@app/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// The front door's tests (worker/) run in node, without a DOM: nothing to set up for them.
const dom = typeof document !== 'undefined';

// findBy* and waitFor are hang detectors, not speed checks: on two busy cores a lazy screen takes seconds (the
// remotes' kit says the same, packages/remote-kit/src/test/setup.ts).
configure({ asyncUtilTimeout: 30_000 });

beforeAll(async () => {
  if (dom) await initI18n(['shell']);
});

afterEach(async () => {
  if (!dom) return;
  cleanup();
  localStorage.clear();
  for (const c of document.cookie.split('; ').filter(Boolean)) document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`;
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});
