import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// The front door inside workerd, configured by the root wrangler.toml (its D1 registry with edge-api's migrations and
// its R2 bucket of releases are real local ones), with a small fixture site as its ASSETS and stand-ins for the two
// Workers behind its service bindings. Each stand-in echoes what it received as JSON.

/**
 * edge-api behind API: what arrived (method, path, query, body, the headers a test sends). A test may have it answer
 * with headers of its own (X-Test-Answer-Headers, a JSON object), as the API's hosted test-payment page sets its
 * Referrer-Policy and CSP.
 */
async function apiStandIn(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const headers = Object.fromEntries([...req.headers].filter(([k]) => k.startsWith('x-test-') || k === 'cookie'));
  const body = req.method === 'GET' || req.method === 'HEAD' ? null : await req.text();
  const answer = JSON.parse(req.headers.get('X-Test-Answer-Headers') ?? '{}') as Record<string, string>;
  return Response.json(
    { worker: 'api', method: req.method, host: url.host, path: url.pathname, search: url.search, headers, body },
    { headers: { 'Set-Cookie': 'auth_token=t; HttpOnly', 'Cache-Control': 'no-store', ...answer } },
  );
}

/** storefront-worker behind STOREFRONT: the request unchanged, and its own headers (which the front door keeps). */
async function storefrontStandIn(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const body = req.method === 'GET' || req.method === 'HEAD' ? null : await req.text();
  return Response.json(
    { worker: 'storefront', method: req.method, host: url.host, path: url.pathname, search: url.search, body },
    { headers: { 'Content-Security-Policy': "default-src 'none'; storefront" } },
  );
}

// The sign-in page's island and stylesheet (worker/generated/sign-in-assets.ts), as `pnpm --filter shell build` makes them.
execFileSync(process.execPath, [path.join(import.meta.dirname, '../scripts/build-sign-in.mjs')], {
  env: { ...process.env, QUIET_BUILD: '1' },
});

const migrationsDir = path.join(import.meta.dirname, '../../edge-api/migrations');
const [control, shard] = await Promise.all([readD1Migrations(`${migrationsDir}/control`), readD1Migrations(`${migrationsDir}/shard`)]);

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: '../../wrangler.toml' },
      miniflare: {
        assets: {
          directory: path.join(import.meta.dirname, 'test/site'),
          binding: 'ASSETS',
          routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
          assetConfig: { not_found_handling: 'none' },
        },
        // dash.example.com: a dashboard host that is not local (HSTS).
        bindings: { APP_HOSTS: 'localhost,127.0.0.1,dash.example.com', CONTROL_MIGRATIONS: control, SHARD_MIGRATIONS: shard },
        serviceBindings: { API: apiStandIn, STOREFRONT: storefrontStandIn },
      },
    }),
  ],
  test: {
    name: 'front-door',
    include: ['test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // One workerd per vitest worker, not one per file (as edge-api/vitest.worker-project.ts says why).
    isolate: false,
    // Hang detectors, not speed checks (the browser tests run beside these on 2 cores).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
