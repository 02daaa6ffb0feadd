// Verified custom domains (#35 item 7): a store's hostname is registered with Cloudflare for SaaS (its fake at the
// HTTP boundary), shown with the records to create and its status, refreshed until active, and deleted there on
// removal. One per store; a name another store holds is 409 at the field; only the owner reads or changes it.
import type { CustomHostnameAnswer } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { counterKeys } from '../src/services/counters';
import { CloudflareFake } from './fakes/cloudflare';
import { installFakes } from './fakes/install';
import { merchantFixture, merchantWithWebsiteFixture } from './fixtures';
import { api, env, unique } from './helpers';
import { call } from './publishing-helpers';

const PATH = '/website/custom-hostname';
const ZONE_PATH = '/client/v4/zones/zone0test/custom_hostnames';
let cf: CloudflareFake;
let restore: () => void;
beforeEach(() => {
  cf = new CloudflareFake();
  restore = installFakes(cf);
});
afterEach(() => restore());

const host = () => `${unique('shop')}.example.com`;
const add = (token: string, hostname: string) => call(token, PATH, 'POST', { hostname });
const stored = (hostname: string) =>
  env.CONTROL.prepare('SELECT website_id, status, cf_id FROM custom_hostnames WHERE hostname = ?')
    .bind(hostname)
    .first<{ website_id: number; status: string; cf_id: string }>();

describe('custom hostnames', () => {
  it('registers the hostname with Cloudflare and shows the CNAME and TXT records and the pending status', async () => {
    const m = await merchantWithWebsiteFixture();
    expect(await (await call(m.token, PATH)).json()).toEqual({ target: 'customers.platform.test', hostname: null });
    const name = host();
    const res = await add(m.token, `  ${name.toUpperCase()}. `);
    expect(res.status).toBe(201);
    const body = (await res.json()) as CustomHostnameAnswer;
    const created = cf.byName(name)!;
    expect(cf.requests.at(-1)).toMatchObject({ method: 'POST', path: ZONE_PATH });
    expect(JSON.parse(cf.requests.at(-1)!.body)).toEqual({ hostname: name, ssl: { method: 'txt', type: 'dv' } });
    expect(cf.requests.at(-1)!.headers.get('Authorization')).toBe('Bearer test-cloudflare-token');
    expect(body.hostname).toMatchObject({ hostname: name, status: 'pending', ssl_status: 'pending_validation' });
    expect(body.hostname!.records).toEqual([
      { type: 'CNAME', name, value: 'customers.platform.test' },
      { type: 'TXT', name: `_cf-custom-hostname.${name}`, value: created.id },
      { type: 'TXT', name: `_acme-challenge.${name}`, value: `acme-${created.id}` },
    ]);
    expect(body.hostname!.errors.length).toBeGreaterThan(0);
    expect(await stored(name)).toEqual({ website_id: m.websiteId, status: 'pending', cf_id: created.id });
    // GET shows the same without calling Cloudflare.
    const calls = cf.requests.length;
    expect(await (await call(m.token, PATH)).json()).toEqual(body);
    expect(cf.requests.length).toBe(calls);
  });

  it('refreshes the status from Cloudflare until it is active', async () => {
    const m = await merchantWithWebsiteFixture();
    const name = host();
    await add(m.token, name);
    const pending = (await (await call(m.token, `${PATH}/refresh`, 'POST')).json()) as CustomHostnameAnswer;
    expect(pending.hostname!.status).toBe('pending');
    expect(cf.requests.at(-1)).toMatchObject({ method: 'GET', path: `${ZONE_PATH}/${cf.byName(name)!.id}` });
    cf.setStatus(name, 'active');
    const res = await call(m.token, `${PATH}/refresh`, 'POST');
    expect(res.status).toBe(200);
    const active = (await res.json()) as CustomHostnameAnswer;
    expect(active.hostname).toMatchObject({ status: 'active', ssl_status: 'active', errors: [] });
    expect(active.hostname!.records.map((r) => r.type)).toEqual(['CNAME', 'TXT']);
    expect((await stored(name))!.status).toBe('active');
  });

  it('gives the internationalised name in punycode and refuses what is not a DNS name of ours to give', async () => {
    const m = await merchantWithWebsiteFixture();
    const idn = `${unique('b')}-bücher.example`;
    const res = await add(m.token, idn);
    expect(res.status).toBe(201);
    expect(((await res.json()) as CustomHostnameAnswer).hostname!.hostname).toMatch(/^xn--/);
    const other = await merchantWithWebsiteFixture();
    const bad = [
      '',
      'localhost',
      '203.0.113.7',
      'https://shop.example.com',
      'shop.example.com/path',
      'shop.example.com:8080',
      '*.example.com',
      'shop..example.com',
      '-shop.example.com',
      'shop.123',
      `${'a'.repeat(64)}.example.com`,
    ];
    for (const hostname of bad) {
      const r = await add(other.token, hostname);
      expect(r.status, hostname).toBe(400);
      expect(await r.json()).toMatchObject({ code: 'validation_failed', detail: [{ loc: ['body', 'hostname'] }] });
    }
    // The platform's own names and names under them.
    for (const hostname of ['customers.platform.test', 'x.customers.platform.test', 'shop.platform.test', 'app.test', 'a.app.test']) {
      const r = await add(other.token, hostname);
      expect(r.status, hostname).toBe(400);
      expect(await r.json()).toMatchObject({ detail: [{ loc: ['body', 'hostname'], rule: 'hostnamePlatform' }] });
    }
    expect(cf.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('refuses a hostname another store holds (409 at the field) and a second one for the same store', async () => {
    const a = await merchantWithWebsiteFixture();
    const b = await merchantWithWebsiteFixture();
    const name = host();
    expect((await add(a.token, name)).status).toBe(201);
    const res = await add(b.token, name.toUpperCase());
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'hostname_taken', detail: [{ loc: ['body', 'hostname'] }] });
    const second = await add(a.token, host());
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: 'hostname_exists' });
    // Held at Cloudflare by someone else (another account's zone, a leftover): Cloudflare's 1406 is the same 409.
    const elsewhere = host();
    await cf.handle(
      new Request(`https://cloudflare.fake${ZONE_PATH}`, {
        method: 'POST',
        headers: { Authorization: 'Bearer test-cloudflare-token' },
        body: JSON.stringify({ hostname: elsewhere, ssl: { method: 'txt', type: 'dv' } }),
      }),
    );
    const dup = await add(b.token, elsewhere);
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ code: 'hostname_taken' });
    expect(await stored(elsewhere)).toBeNull();
  });

  it("never shows or changes another store's hostname, and refuses absent or forged sessions", async () => {
    const a = await merchantWithWebsiteFixture();
    const b = await merchantWithWebsiteFixture();
    const name = host();
    await add(a.token, name);
    expect(await (await call(b.token, PATH)).json()).toMatchObject({ hostname: null });
    expect((await call(b.token, `${PATH}/refresh`, 'POST')).status).toBe(404);
    expect((await call(b.token, PATH, 'DELETE')).status).toBe(404);
    expect((await stored(name))!.status).toBe('pending');
    // A merchant without a website has none to attach it to.
    const none = await merchantFixture();
    expect(await (await add(none.token, host())).json()).toMatchObject({ code: 'website_not_found' });
    for (const [method, path] of [
      ['GET', PATH],
      ['POST', PATH],
      ['POST', `${PATH}/refresh`],
      ['DELETE', PATH],
    ] as const) {
      const json = method === 'POST' ? { hostname: host() } : undefined;
      const absent = await api(path, { method, json });
      expect(absent.status, `${method} ${path}`).toBe(401);
      const forged = await api(path, { method, json, token: 'forged-token-0123456789abcdef' });
      expect(forged.status, `${method} ${path}`).toBe(401);
      // The session's cookie without the XSRF echo (a page on another site).
      if (method !== 'GET') {
        const cookie = await api(path, { method, json, headers: { Cookie: `auth_token=${a.token}` } });
        expect(cookie.status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await stored(name))!.status).toBe('pending');
  });

  it('answers 503 and keeps nothing when Cloudflare is down or times out; a refresh keeps the last status', async () => {
    const m = await merchantWithWebsiteFixture();
    cf.down.add(ZONE_PATH);
    const name = host();
    const down = await add(m.token, name);
    expect(down.status).toBe(503);
    expect(down.headers.get('Retry-After')).toBe('60');
    expect(await down.json()).toMatchObject({ code: 'hostname_unavailable' });
    expect(await stored(name)).toBeNull();
    cf.down.clear();
    cf.hanging.add(ZONE_PATH);
    expect((await add(m.token, name)).status).toBe(503);
    expect(await stored(name)).toBeNull();
    cf.hanging.clear();
    expect((await add(m.token, name)).status).toBe(201);
    const path = `${ZONE_PATH}/${cf.byName(name)!.id}`;
    cf.down.add(path);
    const refresh = await call(m.token, `${PATH}/refresh`, 'POST');
    expect(refresh.status).toBe(503);
    expect((await stored(name))!.status).toBe('pending');
    // A wrong token is Cloudflare's 403: the service is not usable, nothing is kept.
    cf.down.clear();
    const other = await merchantWithWebsiteFixture();
    restore();
    const wrong = new CloudflareFake('another-token');
    restore = installFakes(wrong);
    expect((await add(other.token, host())).status).toBe(503);
  });

  it('removes the hostname at Cloudflare and from the store; gone at Cloudflare already still removes it here', async () => {
    const m = await merchantWithWebsiteFixture();
    const name = host();
    await add(m.token, name);
    const id = cf.byName(name)!.id;
    // Cloudflare down: not served from now on (pending_deletion), and a second Remove finishes the job.
    cf.down.add(`${ZONE_PATH}/${id}`);
    expect((await call(m.token, PATH, 'DELETE')).status).toBe(503);
    expect((await stored(name))!.status).toBe('pending_deletion');
    cf.down.clear();
    expect((await call(m.token, PATH, 'DELETE')).status).toBe(204);
    expect(cf.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `${ZONE_PATH}/${id}` });
    expect(cf.byName(name)).toBeUndefined();
    expect(await stored(name)).toBeNull();
    expect((await call(m.token, PATH, 'DELETE')).status).toBe(404);
    // The name is free again, for this store or another.
    expect((await add(m.token, name)).status).toBe(201);
    cf.hostnames.clear();
    expect((await call(m.token, PATH, 'DELETE')).status).toBe(204);
  });

  it('rate-limits adding and refreshing per store', async () => {
    const m = await merchantWithWebsiteFixture();
    await env.CONTROL.prepare(`INSERT INTO auth_counters (key, count, window_start) VALUES (?, 5, ?)`)
      .bind(counterKeys.hostnameCreate(m.websiteId), new Date().toISOString())
      .run();
    const res = await add(m.token, host());
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBeTruthy();
    expect(cf.requests).toHaveLength(0);
    const n = await merchantWithWebsiteFixture();
    await add(n.token, host());
    await env.CONTROL.prepare(`INSERT INTO auth_counters (key, count, window_start) VALUES (?, 120, ?)`)
      .bind(counterKeys.hostnameRefresh(n.websiteId), new Date().toISOString())
      .run();
    const calls = cf.requests.length;
    expect((await call(n.token, `${PATH}/refresh`, 'POST')).status).toBe(429);
    expect(cf.requests.length).toBe(calls);
  });
});
