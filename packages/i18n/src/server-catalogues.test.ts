// The servers' catalogue maps (server-catalogues.ts, generated) hold exactly the files of locales/, one key per
// language of the list: a language added to @app/contracts' list reaches the sign-in page, the emails and the
// hosted test-payment page once the generator has run (pnpm typecheck runs it).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/contracts';
import * as server from './server-catalogues';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOCALES = path.join(ROOT, 'locales');
const namespaces = [...new Set(LANGUAGES.flatMap((l) => readdirSync(path.join(LOCALES, l))))].map((f) => f.replace(/\.json$/, ''));

describe('server catalogues', () => {
  it('is what the generator writes today', () => {
    expect(() =>
      execFileSync(process.execPath, [path.join(ROOT, 'scripts/server-catalogues.mjs'), '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('has one map per namespace, keyed by every language of the list that has the file, holding that file', () => {
    expect(Object.keys(server).sort()).toEqual(namespaces.sort());
    for (const ns of namespaces) {
      const map = server[ns as keyof typeof server] as Record<string, unknown>;
      const having = LANGUAGES.filter((l) => existsSync(path.join(LOCALES, l, `${ns}.json`)));
      expect(Object.keys(map).sort(), ns).toEqual([...having].sort());
      for (const lng of having)
        expect(map[lng], `${lng}/${ns}`).toEqual(JSON.parse(readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')));
    }
  });
});
