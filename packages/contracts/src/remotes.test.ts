import { describe, expect, it } from 'vitest';
import { REMOTE_PAGES, REMOTES, isRemoteName } from './remotes';

describe('the list of remotes', () => {
  it('gives each page one path and each navigation entry its own place', () => {
    const paths = REMOTE_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    const positions = REMOTE_PAGES.flatMap((p) => (p.nav ? [p.nav.position] : []));
    expect(new Set(positions).size).toBe(positions.length);
    expect(REMOTES.every((r) => /^mfe_[a-z]+$/.test(r.name))).toBe(true);
  });

  it('knows its own names only', () => {
    expect(REMOTES.every((r) => isRemoteName(r.name))).toBe(true);
    for (const name of ['shell', 'mfe-account', 'mfe_other', '', 'constructor']) expect([name, isRemoteName(name)]).toEqual([name, false]);
  });
});
