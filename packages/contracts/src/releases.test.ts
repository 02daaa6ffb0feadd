import { describe, expect, it } from 'vitest';
import {
  isReleasePath,
  releasePathProblem,
  releaseContentType,
  releaseVersion,
  satisfies,
  sha256Hex,
  sharedMismatches,
  sharedRequirements,
  RELEASE_VERSION,
} from './releases';

describe('release files', () => {
  it('accepts the paths a Vite build has and refuses traversal, hidden files and unknown types', () => {
    for (const ok of ['remoteEntry.js', 'mf-manifest.json', 'assets/LoginPage-w4Ys8mQD.js', 'assets/font-x.woff2', 'index.html']) {
      expect(isReleasePath(ok), ok).toBe(true);
    }
    for (const bad of [
      '../x.js',
      'assets/../../x.js',
      '/abs.js',
      '.env',
      'assets/.hidden.js',
      'a//b.js',
      'run.sh',
      'x',
      'a\\b.js',
      `${'a/'.repeat(6)}x.js`,
    ]) {
      expect(isReleasePath(bad), bad).toBe(false);
    }
  });
  it('tells a bad shape (400) from a kind of file no build has (415)', () => {
    expect(releasePathProblem('assets/a.js')).toBeNull();
    expect(releasePathProblem('assets/../a.js')).toBe('shape');
    expect(releasePathProblem('.env')).toBe('shape');
    expect(releasePathProblem('run.sh')).toBe('type');
    expect(releasePathProblem('noext')).toBe('type');
  });
  it('serves each file with the type of its extension', () => {
    expect(releaseContentType('remoteEntry.js')).toBe('text/javascript; charset=utf-8');
    expect(releaseContentType('assets/x.CSS')).toBe('text/css; charset=utf-8');
    expect(releaseContentType('assets/f.woff2')).toBe('font/woff2');
    expect(releaseContentType('x.exe')).toBeNull();
  });
  it('names a build by its content: same files same version, any changed byte a new one, order irrelevant', async () => {
    const a = { path: 'remoteEntry.js', sha256: await sha256Hex('entry') };
    const b = { path: 'assets/x.js', sha256: await sha256Hex('chunk') };
    const v1 = await releaseVersion([a, b]);
    expect(v1).toMatch(RELEASE_VERSION);
    expect(await releaseVersion([b, a])).toBe(v1);
    expect(await releaseVersion([a, { ...b, sha256: await sha256Hex('chunk!') }])).not.toBe(v1);
    expect(await releaseVersion([a, { ...b, path: 'assets/y.js' }])).not.toBe(v1);
  });
});

describe('semver ranges', () => {
  it.each([
    ['19.3.1', '19.3.1', true],
    ['19.3.2', '19.3.1', false],
    ['19.4.0', '^19.3.1', true],
    ['20.0.0', '^19.3.1', false],
    ['19.3.0', '^19.3.1', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.9.0', '1.x', true],
    ['2.0.0', '1.x', false],
    ['5.0.0', '*', true],
    ['5.0.0', '', true],
    ['2.5.0', '>=2.0.0 <3', true],
    ['3.0.0', '>=2.0.0 <3', false],
    ['3.1.0', '^2.0.0 || ^3.0.0', true],
    ['19.3.1-rc.1', '19.3.1', true],
    ['not-a-version', '*', false],
    ['1.0.0', 'nonsense', false],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('shared requirements', () => {
  const provided = [
    { name: 'react', version: '19.3.1' },
    { name: '@app/ui', version: '0.0.0' },
  ];
  it('reads them from an mf-manifest.json and reports every one the shell does not meet', () => {
    const manifest = {
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true },
        { name: '@app/ui', requiredVersion: false },
        { name: 'react-dom', requiredVersion: '19.3.1' },
        { name: 'react', requiredVersion: '^20.0.0' },
      ],
    };
    const required = sharedRequirements(manifest)!;
    expect(sharedMismatches(required, provided)).toEqual([
      { name: 'react-dom', required: '19.3.1', provided: null },
      { name: 'react', required: '^20.0.0', provided: '19.3.1' },
    ]);
  });
  it('refuses a manifest without a shared list of that shape', () => {
    expect(sharedRequirements({})).toBeNull();
    expect(sharedRequirements(null)).toBeNull();
    expect(sharedRequirements({ shared: [{ name: 'react', requiredVersion: 19 }] })).toBeNull();
  });
});
