// jsdom set-up of every remote (remoteVitestConfig runs it): the remote's catalogue (REMOTE_NAMESPACE) and the
// English strings loaded through the same i18n package the shell uses; DOM, mocks, storage and language reset.
import { i18next } from '@app/i18n';
import { ensureNamespace } from '../namespace';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, beforeAll, vi } from 'vitest';

// Testing Library drains React's work with a setTimeout(0) and only moves fake timers on for `jest`: point it at vi.
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

// A screen that loads a lazy chunk first (the builder's panels) can take seconds to appear when the machine is busy
// (CI runs the whole suite on two cores, another run may share them): findBy* and waitFor are hang detectors here,
// not speed checks. 5 s failed two builder tests at a load of 27 (a panel still loading, an edit dialog not open yet).
configure({ asyncUtilTimeout: 30_000 });

// jsdom has no object URLs: image previews get stable fake ones.
let urls = 0;
URL.createObjectURL = () => `blob:preview-${++urls}`;
URL.revokeObjectURL = () => undefined;

beforeAll(async () => {
  const ns = process.env.REMOTE_NAMESPACE;
  if (ns) await ensureNamespace(ns);
});
afterEach(async () => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  if (i18next.isInitialized && i18next.language !== 'en') await i18next.changeLanguage('en');
});
