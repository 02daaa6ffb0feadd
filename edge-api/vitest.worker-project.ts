// The vitest project of a Worker tested in workerd over a D1 with the API's migrations: edge-api's own tests and the
// storefront's (which reads the same database), so both apply the same migrations the same way.
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** The plugin's options object (it also takes a function giving one). */
type PoolOptions = Exclude<Parameters<typeof cloudflareTest>[0], (...args: never[]) => unknown>;
type Miniflare = NonNullable<PoolOptions['miniflare']>;

export interface WorkerProject {
  /** The Worker's bindings besides CONTROL_MIGRATIONS and SHARD_MIGRATIONS (test/setup.ts applies them) and PREVIEW_SECRET. */
  bindings: Record<string, unknown>;
  /** Other Miniflare options (service bindings). */
  miniflare?: Omit<Miniflare, 'bindings'>;
  /** The project's own test options: its name and which files. */
  test: Pick<NonNullable<TestProjectInlineConfiguration['test']>, 'name' | 'include'>;
}

export function workerProject({ bindings, miniflare, test }: WorkerProject) {
  return defineConfig(async () => {
    const dir = path.join(import.meta.dirname, 'migrations');
    const [control, shard] = await Promise.all([readD1Migrations(`${dir}/control`), readD1Migrations(`${dir}/shard`)]);
    return {
      plugins: [
        cloudflareTest({
          wrangler: { configPath: './wrangler.toml' },
          miniflare: {
            ...miniflare,
            // The same secret on both sides: the storefront checks preview links the API signs.
            bindings: { CONTROL_MIGRATIONS: control, SHARD_MIGRATIONS: shard, PREVIEW_SECRET: 'test-preview-secret', ...bindings },
          },
        }),
      ],
      // Hang detectors, not speed checks (the browser tests run beside these on 2 cores): a beforeAll signing up six
      // merchants took 13 s on a loaded machine, over vitest's 10 s default for hooks.
      // One workerd per vitest worker for all its files (isolate: false), not one per file: each file's own Miniflare
      // start, migrations and module graph took two thirds of these projects' CPU (edge-api 355 -> 107 CPU-s,
      // storefront 156 -> 41). Files share that workerd's D1, R2 and module state one after another, as tests in a file
      // already do: each makes its own merchants, stores and client addresses (test/helpers.ts unique, randomIp).
      test: { ...test, isolate: false, setupFiles: ['./test/setup.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
    };
  });
}
