import { describe, expect, it } from 'vitest';
import { REMOTE_PAGES, REMOTES, defaultRemoteEntry, remoteEntries } from './remotes';

describe('the list of remotes', () => {
  it('gives each page one path and each navigation entry its own place', () => {
    const paths = REMOTE_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    const positions = REMOTE_PAGES.flatMap((p) => (p.nav ? [p.nav.position] : []));
    expect(new Set(positions).size).toBe(positions.length);
    expect(REMOTES.every((r) => /^mfe_[a-z]+$/.test(r.name))).toBe(true);
  });

  it('serves a remote from its folder on this origin unless an override moves it; unknown names are left out', () => {
    expect(defaultRemoteEntry('mfe_account')).toBe('/remotes/mfe-account/remoteEntry.js');
    expect(remoteEntries({ mfe_builder: 'https://builder.example.com/remoteEntry.js', mfe_other: '/x.js' })).toEqual({
      mfe_account: '/remotes/mfe-account/remoteEntry.js',
      mfe_builder: 'https://builder.example.com/remoteEntry.js',
      mfe_commerce: '/remotes/mfe-commerce/remoteEntry.js',
    });
  });
});
