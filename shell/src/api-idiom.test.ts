// #33: the shell and the remotes call the API in one idiom, `api.client.op(ops.<id>, params, body, options)`, so the
// contracts' operations table is the one list of operations (no per-resource wrappers to keep in step with it).
import { api } from '@app/api-client';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIRS = [
  'shell/src',
  'shell/worker',
  'mfe-account/src',
  'mfe-builder/src',
  'mfe-commerce/src',
  'packages/ui/src',
  'packages/remote-kit/src',
  'packages/api-client/src',
];
/** The front door's sign-in page script: the one user of the calls kept on `api` besides the client. */
const SIGN_IN_ISLAND = 'shell/worker/sign-in/client/';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every `api.<name>.` written in a file that imports the shared client (tests name their fetch mocks `api` too). */
function uses(): { file: string; member: string }[] {
  return DIRS.flatMap((dir) => sources(path.join(ROOT, dir))).flatMap((full) => {
    const file = path.relative(ROOT, full);
    const text = readFileSync(full, 'utf8');
    if (!/from '(@app\/api-client|\.\/endpoints)'/.test(text)) return [];
    return [...text.matchAll(/(?<![\w.])api\.(\w+)\./g)].map((m) => ({ file, member: m[1] }));
  });
}

describe('one way to call the API', () => {
  it('every call outside the sign-in island is api.client.op(...)', () => {
    const others = uses().filter((u) => u.member !== 'client' && !u.file.startsWith(SIGN_IN_ISLAND));
    expect(others).toEqual([]);
  });

  it('the shared api holds the client and only the four calls the sign-in island still makes', () => {
    expect(Object.keys(api).sort()).toEqual(['auth', 'client']);
    expect(Object.keys(api.auth).sort()).toEqual(['login', 'loginWithPhone', 'profile', 'verifyOtp']);
  });
});
