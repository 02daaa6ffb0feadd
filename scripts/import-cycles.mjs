// Import cycles among the repository's own source files (type-only imports included: a cycle of types still ties two
// modules together). `pnpm lint` runs it and fails on any cycle. Imports are resolved the way tsc resolves them
// (moduleResolution Bundler), so `@app/*` workspace packages count as the files they point to.
//   node scripts/import-cycles.mjs
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './lib/runtime.mjs';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
// Generated or stand-in files that are not the product's source.
const SKIP = [/(^|\/)worker-configuration\.d\.ts$/, /^shell\/worker\/test\/site\//];

const OPTIONS = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** Files under `root` as git knows them (tracked and new, not ignored). */
export function sourceFiles(root = ROOT) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return [...new Set(out.split('\n'))].filter((f) => SOURCE.test(f) && !SKIP.some((re) => re.test(f))).map((f) => path.join(root, f));
}

/** The repository files each file imports (static, dynamic, re-exports), resolved by TypeScript. */
export function importGraph(files, root = ROOT) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, OPTIONS, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && known.has(resolved) && resolved.startsWith(root)) targets.add(resolved);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself), via Tarjan's algorithm. */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1 || graph.get(v)?.has(v)) cycles.push(scc.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const cycles = findCycles(importGraph(sourceFiles()));
  for (const files of cycles) console.error(`import cycle: ${files.map((f) => path.relative(ROOT, f)).join(' <-> ')}`);
  console.log(`import cycles: ${cycles.length}`);
  process.exit(cycles.length ? 1 : 0);
}
