// Keys named after Object.prototype's members (`constructor`, `toString`, `__proto__`...) in a JSON body are unknown
// keys like any other: dropped before validation, never a lookup that finds Object.prototype (a wrong-type 400 before).
import { describe, expect, it } from 'vitest';
import { api } from './helpers';
import { regPayload } from './auth-helpers';

const PROTOTYPE_KEYS = '"constructor":"x","toString":"y","hasOwnProperty":"z","valueOf":{"a":1},"__proto__":{"polluted":"yes"}';

describe('prototype-named keys in a JSON body', () => {
  it('are ignored at the top level and in nested objects; nothing is polluted', async () => {
    const p = regPayload();
    const raw = JSON.stringify(p).replace(/^\{/, `{${PROTOTYPE_KEYS},`);
    const res = await api('/auth/register', { method: 'POST', body: raw, headers: { 'Content-Type': 'application/json' } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    // A bad field is still named, with the prototype keys beside it.
    const bad = JSON.stringify({ ...p, username: '' }).replace(/^\{/, `{${PROTOTYPE_KEYS},`);
    const refused = await api('/auth/register', { method: 'POST', body: bad, headers: { 'Content-Type': 'application/json' } });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { code: string; detail: { loc: string[] }[] };
    expect(body.code).toBe('validation_failed');
    expect(body.detail.map((d) => d.loc[1])).toContain('username');
    expect(body.detail.map((d) => d.loc[1])).not.toContain('constructor');
  });
});
