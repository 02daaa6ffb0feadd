// The Workers' Env types: small committed files that match what `wrangler types` generates from each wrangler.toml,
// with the runtime types taken from @cloudflare/workers-types instead of 16,000 generated lines per Worker.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/runtime.mjs';
import { FILE, WORKERS, driftMessage, generate } from './worker-types.mjs';

const committed = (worker) => readFileSync(path.join(ROOT, worker.dir, FILE), 'utf8');
const tsconfigOf = (worker) => JSON.parse(readFileSync(path.join(ROOT, worker.dir, 'tsconfig.json'), 'utf8'));

describe('worker-configuration.d.ts', () => {
  it.each(WORKERS)('$dir holds only its Env (tens of lines), runtime types come from @cloudflare/workers-types', (worker) => {
    const text = committed(worker);
    expect(text.split('\n').length).toBeLessThan(100);
    expect(text).toContain('interface Env extends');
    expect(text).not.toMatch(/Runtime types generated|declare abstract class|interface ReadableStream/);
    expect(tsconfigOf(worker).compilerOptions.types[0]).toBe('@cloudflare/workers-types');
  });

  it('is what wrangler types generates from the wrangler.toml now (storefront-worker regenerated here)', async () => {
    const worker = WORKERS.find((w) => w.dir === 'storefront-worker');
    const generated = await generate(worker);
    expect(driftMessage(worker, committed(worker), generated)).toBeNull();
    expect(generated).toContain('DB: D1Database;');
  });

  it('reports drift with the file, the first differing line and the command that fixes it', () => {
    const worker = WORKERS[0];
    const current = committed(worker);
    const stale = current.replace(/\tDB: D1Database;\n/, '');
    const message = driftMessage(worker, stale, current);
    expect(message).toContain(`${worker.dir}/${FILE} is out of date with its wrangler.toml`);
    expect(message).toMatch(/first difference at line \d+/);
    expect(message).toContain('generated: \tDB: D1Database;');
    expect(message).toContain('node scripts/worker-types.mjs --write');
    expect(driftMessage(worker, null, current)).toContain(`${worker.dir}/${FILE} is missing`);
    // A changed wrangler.toml also changes the header's hash: the message points at the binding, not the header.
    const rehashed = stale.replace(/\(hash: [0-9a-f]+\)/, '(hash: 0)');
    expect(driftMessage(worker, rehashed, current)).toContain('generated: \tDB: D1Database;');
    expect(driftMessage(worker, rehashed, current.replace(/\tDB: D1Database;\n/, ''))).toContain('(hash: 0)');
  });
});
