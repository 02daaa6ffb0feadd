// The curated shares (src/shared/) provide part of react-router and react-i18next: an app that imports another name
// of them would get undefined from the shell at run time. Every import of the two packages in the dashboard's apps
// and packages must name only what the shell provides.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
// Every remote (each mfe-* folder, a new one included without an edit here), the shell and the packages they share.
const REMOTE_DIRS = readdirSync(ROOT)
  .filter((name) => name.startsWith('mfe-'))
  .map((name) => `${name}/src`);
const DIRS = ['shell/src', ...REMOTE_DIRS, 'packages/ui/src', 'packages/i18n/src', 'packages/remote-kit/src'];

/** The names src/shared/<pkg>.ts re-exports (read as text: 'impl:<pkg>' resolves only in the shell's vite build). */
function provided(pkg: string): string[] {
  const source = readFileSync(path.join(import.meta.dirname, 'src/shared', `${pkg}.ts`), 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from\s*'impl:/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
const SHARES: Record<string, readonly string[]> = { 'react-i18next': provided('react-i18next'), 'react-router': provided('react-router') };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [full] : [];
  });
}

/** `import { a, b as c, type T } from 'pkg'` -> [a, b] (type-only names cost nothing at run time). */
function importedNames(source: string, pkg: string): string[] {
  const re = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  return [...source.matchAll(re)].flatMap(([, typeOnly, list]) =>
    typeOnly
      ? []
      : list
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s && !s.startsWith('type '))
          .map((s) => s.split(/\s+as\s+/)[0]),
  );
}

describe('curated shares', () => {
  const files = DIRS.flatMap((dir) => sources(path.join(ROOT, dir))).filter((f) => !f.includes(`${path.sep}shared${path.sep}react-`));

  it.each(Object.keys(SHARES))('every import of %s names what the shell provides', (pkg) => {
    const missing = files.flatMap((file) =>
      importedNames(readFileSync(file, 'utf8'), pkg)
        .filter((name) => !SHARES[pkg].includes(name))
        .map((name) => `${path.relative(ROOT, file)}: ${name}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(SHARES[pkg]).toContain(pkg === 'react-router' ? 'useNavigate' : 'useTranslation');
    expect(missing).toEqual([]);
  });

  it('no app imports a package of the two as a namespace or default', () => {
    const whole = files.filter((file) => /import\s+(\*\s+as\s+\w+|\w+)\s+from\s+'react-(i18next|router)'/.test(readFileSync(file, 'utf8')));
    expect(whole.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
});

describe('the front door', () => {
  it("imports nothing of the dashboard's app (its shared paths come from @app/contracts/route-paths)", () => {
    const files = sources(path.join(import.meta.dirname, 'worker')).filter((f) => !f.includes(`${path.sep}generated${path.sep}`));
    const intoApp = files.filter((file) => /from\s+'(\.\.\/)+src\//.test(readFileSync(file, 'utf8')));
    expect(files.length).toBeGreaterThan(10);
    expect(intoApp.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
});
