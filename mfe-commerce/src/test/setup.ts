// jsdom set-up: English catalogues loaded through the same i18n package the shell uses; DOM and mocks reset.
import { i18next } from '@app/i18n';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, vi } from 'vitest';
import { ensureCommerceNamespace } from '../shared/use-commerce-namespace';

// Testing Library drains React's work with a setTimeout(0) and only moves fake timers on for `jest`: point it at vi.
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

beforeAll(async () => {
  await ensureCommerceNamespace();
});
afterEach(async () => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});
