// Every Worker must build offline with `wrangler deploy --dry-run` and stay within Cloudflare's size limit.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROOT, wranglerEnv } from './lib/runtime.mjs';

// Workers Free plan limit: 3 MB after compression (paid: 10 MB). We hold every Worker to the free limit.
const LIMIT_GZIP_BYTES = 3 * 1024 * 1024;
const WORKERS = ['wrangler.toml', 'edge-api/wrangler.toml', 'storefront-worker/wrangler.toml'];

function gzipSizeOf(dir) {
  let total = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(name));
    if (statSync(file).isFile() && !file.endsWith('.map')) total += gzipSync(readFileSync(file)).length;
  }
  return total;
}

describe('wrangler deploy --dry-run', () => {
  for (const config of WORKERS) {
    it(`builds ${config} offline within the size limit`, () => {
      const out = mkdtempSync(path.join(tmpdir(), 'dry-run-'));
      execFileSync(path.join(ROOT, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', out, '-c', config], {
        cwd: ROOT,
        env: wranglerEnv(),
        stdio: 'pipe',
      });
      const size = gzipSizeOf(out);
      console.log(`${config}: ${(size / 1024).toFixed(1)} KiB gzip`);
      expect(size).toBeGreaterThan(0);
      expect(size).toBeLessThan(LIMIT_GZIP_BYTES);
    });
  }
});
