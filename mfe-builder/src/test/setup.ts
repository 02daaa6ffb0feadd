// jsdom set-up: English catalogues loaded through the same i18n package the shell uses; DOM and mocks reset.
import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, vi } from 'vitest';
import { ensureBuilderNamespace } from '../shared/use-builder-namespace';

// Testing Library drains React's work with a setTimeout(0) and only moves fake timers on for `jest`: point it at vi.
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

// jsdom has no object URLs: image previews get stable fake ones.
let urls = 0;
URL.createObjectURL = () => `blob:preview-${++urls}`;
URL.revokeObjectURL = () => undefined;

beforeAll(async () => {
  await ensureBuilderNamespace();
});
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
