import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// The Worker imports src/generated/assets.ts: build it first, so a plain `vitest run` works on a fresh checkout.
execFileSync(process.execPath, [path.join(import.meta.dirname, 'scripts/build-assets.mjs')], {
  stdio: 'inherit',
  env: { ...process.env, QUIET_BUILD: '1' },
});

/** Stands in for edge-api behind the API service binding: echoes what it was sent, so forwarding is observable. */
async function fakeApi(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const headers = Object.fromEntries(
    [...req.headers].filter(([k]) => k === 'cf-connecting-ip' || k === 'x-store-scope' || (!k.startsWith('cf-') && !k.startsWith('x-'))),
  );
  const body = req.method === 'GET' ? null : await req.text();
  return Response.json({ method: req.method, path: url.pathname, search: url.search, headers, body }, { headers: { 'X-Fake-Api': '1' } });
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, '../edge-api/migrations'));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          // The tests' dashboard host is app.test (test/fixtures.ts ORIGIN); any other Host is a custom domain.
          bindings: {
            TEST_MIGRATIONS: migrations,
            PREVIEW_SECRET: 'test-preview-secret',
            DASHBOARD_ORIGIN: 'https://dash.example',
            APP_HOSTS: 'app.test,localhost,127.0.0.1',
          },
          serviceBindings: { API: fakeApi },
        },
      }),
    ],
    test: {
      name: 'storefront-worker',
      include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
      setupFiles: ['./test/setup.ts'],
      testTimeout: 30_000,
    },
  };
});
