// Debian's Chromium (never a downloaded browser) with the flags this sandbox needs: one for the whole run, started
// by the global setup (server.ts); each test file connects to it with its own contexts.
import type { LaunchOptions } from 'playwright-core';

export const CHROMIUM_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};
