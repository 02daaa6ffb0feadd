// #33: the shell and the remotes call the API in one idiom, `api.<resource>.<fn>(...)`: every wrapper is defined once
// in @app/api-client (packages/api-client/src/endpoints/) over the contracts' operations table. The shell provides that
// package to the remotes as a federation singleton, so the table's rows stay out of the remotes' bundles; a call site
// that built its own request (`client.op(ops.x, ...)`) would bring them back.
import { api } from '@app/api-client';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The dashboard's browser code (the shell, its front door's sign-in island, the remotes, their packages). */
const SOURCES = '{shell/src,shell/worker,mfe-*/src,packages/ui/src,packages/i18n/src,packages/remote-kit/src}/**/*.{ts,tsx}';
const SELF = path.relative(ROOT, import.meta.filename);
const files = () =>
  globSync(SOURCES, { cwd: ROOT, exclude: (f) => /(^|\/)(node_modules|dist|generated)$/.test(f) })
    .filter((file) => file !== SELF)
    .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

/** The lines matching `pattern`, as `file:line: text`. */
const hits = (pattern: RegExp) =>
  files().flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );

/** `type a as b` -> `a`. */
const nameOf = (spec: string) =>
  spec
    .trim()
    .replace(/^type\s+/, '')
    .split(/\s+as\s+/)[0];
/** The names imported from @app/contracts (or one of its subpaths), as `file: name`. */
const contractImports = () =>
  files().flatMap(({ file, text }) =>
    [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@app\/contracts[^']*'/g)].flatMap((m) =>
      m[1].split(',').map((spec) => `${file}: ${nameOf(spec)}`),
    ),
  );

/**
 * Every wrapper, each of which a released remote may call. The shell and the remotes share @app/api-client at
 * requiredVersion false, so a released remote calls whatever the shell's copy has: a new wrapper is added here, and
 * none is ever removed or renamed (README "API notes").
 */
const RELEASED: Record<string, string[]> = {
  auth: ['login', 'loginWithPhone', 'logout', 'profile', 'register', 'resendCode', 'verifyOtp', 'verifyPhone'],
  website: [
    'addCustomHostname',
    'byDomain',
    'byId',
    'create',
    'createFooter',
    'createHeader',
    'createHero',
    'customHostname',
    'mine',
    'refreshCustomHostname',
    'removeCustomHostname',
    'update',
    'updateFooter',
    'updateHeader',
    'updateHero',
  ],
  pages: ['create', 'createSection', 'deleteSection', 'get', 'publicSections', 'update', 'updateSection'],
  products: ['create', 'list', 'remove', 'update'],
  variants: ['get', 'put'],
  orders: ['cancel', 'confirm', 'exportUrl', 'fulfil', 'get', 'list', 'markPaid', 'refund'],
  transactions: ['list'],
  reports: ['summary'],
  subscribers: ['exportUrl', 'list'],
  messages: ['list', 'remove', 'setRead', 'unreadCount'],
  discounts: ['create', 'list', 'update'],
  payments: ['saveSettings', 'settings'],
  publishing: [
    'cancelSchedule',
    'createLink',
    'history',
    'links',
    'previewSession',
    'publish',
    'restore',
    'revokeLink',
    'rollback',
    'schedule',
    'state',
  ],
  translations: ['list', 'locales', 'put', 'remove', 'saveLocales'],
  store: ['checkout', 'contact', 'orderStatus', 'subscribe'],
  remotes: ['reportFailure'],
};

describe('one way to call the API', () => {
  it('no call site outside @app/api-client builds a request from an operation row (client.op)', () => {
    expect(hits(/\.op\(|\bapi\.client\b|\{\s*client\s*\}\s*=\s*api\b/)).toEqual([]);
  });

  it('no call site imports the operations table (its rows belong to the shared client)', () => {
    expect(contractImports().length).toBeGreaterThan(100);
    // A test is no call site: the sign-in page's test reads the table to check which rows its bundle holds.
    const sites = contractImports().filter((i) => !/\.test\.tsx?: /.test(i));
    expect(sites.filter((i) => /: (ops|\w+Operations)$/.test(i))).toEqual([]);
  });

  it('every api.<resource>.<fn> a file of the shell or a remote writes is a wrapper of the shared client', () => {
    const used = files()
      .filter(({ text }) => /from '@app\/api-client'/.test(text))
      .flatMap(({ file, text }) => [...text.matchAll(/(?<![\w.])api\.(\w+)\.(\w+)/g)].map((m) => ({ file, resource: m[1], fn: m[2] })));
    expect(used.length).toBeGreaterThan(40);
    const table = api as unknown as Record<string, Record<string, unknown> | undefined>;
    expect(used.filter((u) => table[u.resource]?.[u.fn] === undefined)).toEqual([]);
  });

  it('lists every wrapper below (a new one is added there), so none a released remote may call goes unnoticed', () => {
    const wrappers = Object.entries(api)
      .filter(([resource]) => resource !== 'client')
      .flatMap(([resource, fns]) => Object.keys(fns).map((fn) => `${resource}.${fn}`));
    const listed = Object.entries(RELEASED).flatMap(([resource, fns]) => fns.map((fn) => `${resource}.${fn}`));
    expect(wrappers.sort()).toEqual(listed.sort());
    // Remotes released before the wrappers call the client itself.
    expect(typeof api.client.op).toBe('function');
  });
});
