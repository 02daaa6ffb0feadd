// The headless check `release` runs before activating (scripts/lib/release-check.mjs): the real shell build and the
// real mfe-account build, each built here into a folder of its own, served with a release of the remote as it
// is, one whose exposed module throws when imported and one whose page throws when rendered; Debian's Chromium
// imports and renders every expose.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRelease, closeCheckBrowser, describeFailures, exposesOf } from './lib/release-check.mjs';
import { ROOT, wranglerEnv } from './lib/runtime.mjs';
import { serveShell } from './lib/static-site.mjs';

const tmp = mkdtempSync(path.join(tmpdir(), 'release-check-'));

/** A production build of `folder` into `outDir` (never the folder's own dist/, which pnpm start may be serving). */
function build(folder, outDir) {
  const env = Object.fromEntries(Object.entries(wranglerEnv()).filter(([k]) => !/^(VITEST|JEST_WORKER_ID$|TEST$)/.test(k)));
  const res = spawnSync(
    path.join(ROOT, folder, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: path.join(ROOT, folder),
      env: { ...env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (res.status !== 0) throw new Error(`vite build of ${folder} failed: ${res.stderr}`);
}

/** The file of `expose` that remoteEntry.js imports (`"./ProfilePage": ... import("./assets/ProfilePage-x.js")`). */
function exposeFile(dir, expose) {
  const entry = readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8');
  const at = entry.indexOf(`"./${expose}"`);
  const m = /import\(`\.\/(assets\/[^`]+\.js)`\)/.exec(entry.slice(at));
  if (at < 0 || !m) throw new Error(`remoteEntry.js does not import ./${expose}`);
  return path.join(dir, m[1]);
}

let site;
let good;
let exposes;
const entry = (version) => `${site.origin}/remotes/mfe_account/${version}/remoteEntry.js`;
const check = (version) => checkRelease({ shellUrl: `${site.origin}/about`, name: 'mfe_account', entry: entry(version), exposes });

beforeAll(async () => {
  const shell = path.join(tmp, 'shell');
  good = path.join(tmp, 'good');
  build('shell', shell);
  build('mfe-account', good);
  exposes = exposesOf(JSON.parse(readFileSync(path.join(good, 'mf-manifest.json'), 'utf8')));
  // The same build, but its second exposed page throws as its module is evaluated.
  const broken = path.join(tmp, 'broken');
  cpSync(good, broken, { recursive: true });
  const file = exposeFile(broken, exposes[1]);
  writeFileSync(file, `throw new Error('release check fixture: broken at import');\n${readFileSync(file, 'utf8')}`);
  // The same build, but its last exposed page throws whenever React renders it.
  const renderBroken = path.join(tmp, 'render-broken');
  cpSync(good, renderBroken, { recursive: true });
  const last = exposes.at(-1);
  writeFileSync(
    exposeFile(renderBroken, last),
    `export default function Broken() { throw new Error('release check fixture: broken at render'); }\nexport { Broken as ${last} };\n`,
  );
  site = await serveShell(shell, { 'mfe_account/good': good, 'mfe_account/broken': broken, 'mfe_account/render-broken': renderBroken });
}, 170_000);

afterAll(async () => {
  await closeCheckBrowser();
  await site?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('the headless check of a release', () => {
  it("imports and renders every page a good build exposes, with the shell's shared modules", async () => {
    expect(exposes).toEqual(['RegisterPage', 'ProfilePage', 'SubscriptionPage']);
    const { failures, rendered } = await check('good');
    expect(failures).toEqual([]);
    // Each page showed text of its own (the catalogue loaded through the shell's i18next, the theme from @app/ui).
    for (const expose of exposes) expect(rendered[expose], expose).toBeGreaterThan(0);
  });

  it('refuses a build whose exposed module throws at import, naming the module', async () => {
    const { failures, rendered } = await check('broken');
    expect(failures).toEqual([
      { expose: exposes[1], stage: 'import', message: expect.stringContaining('release check fixture: broken at import') },
    ]);
    expect(Object.keys(rendered)).toEqual([exposes[0], exposes[2]]);
    expect(describeFailures('mfe_account', 'broken', failures)).toMatch(
      /^mfe_account broken is not activated: [^\n]*\n {2}- \.\/ProfilePage threw while importing: .*broken at import/,
    );
  });

  it('refuses a build whose exposed page throws while rendering', async () => {
    const { failures } = await check('render-broken');
    expect(failures).toEqual([
      { expose: exposes[2], stage: 'render', message: expect.stringContaining('release check fixture: broken at render') },
    ]);
  });
});
