// The import-cycle check `pnpm lint` runs (import-cycles.mjs): it finds cycles (type-only ones too) and follows packages.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph, sourceFiles } from './import-cycles.mjs';
import { ROOT } from './lib/runtime.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fixture(files) {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return Object.keys(files).map((name) => path.join(dir, name));
}
const names = (cycles) => cycles.map((files) => files.map((f) => path.basename(f)));

describe('import cycles', () => {
  it('reports each cycle once with its files, a type-only import closing it included', () => {
    const files = fixture({
      'env.ts': "import { check } from './auth';\nexport const env = check;\n",
      'auth.ts': "import type { Env } from './env.js';\nexport const check = (e: Env) => e;\n",
      'route.ts': "import { env } from './env';\nimport('./self.mjs');\n",
      'self.mjs': "export * from './self.mjs';\n",
      'leaf.ts': 'export const x = 1;\n',
    });
    const graph = importGraph(files, dir);
    expect([...graph.get(path.join(dir, 'route.ts'))].map((f) => path.basename(f)).sort()).toEqual(['env.ts', 'self.mjs']);
    expect(names(findCycles(graph)).sort()).toEqual([['auth.ts', 'env.ts'], ['self.mjs']]);
  });

  it('finds none in a graph without cycles', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((n) => path.join(dir, `${n}.ts`));
    expect(
      findCycles(
        new Map([
          [a, new Set([b, c])],
          [b, new Set([c])],
          [c, new Set()],
        ]),
      ),
    ).toEqual([]);
  });

  // `pnpm lint` runs the check over the whole repository (import-cycles.mjs): here, that a workspace package is
  // followed to its source, so a cycle through a package cannot hide behind its name.
  it('resolves a workspace package to its source file', () => {
    const [checkout, contracts] = ['edge-api/src/routes/checkout.ts', 'packages/contracts/src/index.ts'].map((f) => path.join(ROOT, f));
    const graph = importGraph(sourceFiles().filter((f) => f === checkout || f === contracts));
    expect([...graph.get(checkout)]).toContain(contracts);
  });
});
