// On a custom domain the page calls /api/... on its own host: checkout, the product list, the order status, the
// newsletter and the contact form are forwarded to edge-api over the service binding (here a fake that echoes the
// request), only for the store that owns the Host; nothing else is, and no cookies travel.
import { describe, expect, it } from 'vitest';
import { createStore, get, unique, type Store } from './fixtures';

interface Echo {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: string | null;
}

async function customStore(): Promise<Store & { host: string }> {
  const host = `${unique('shop')}.example.com`;
  return { ...(await createStore({ customHost: host })), host };
}

describe('api forwarding', () => {
  it('forwards checkout with its Idempotency-Key, body and the client IP, without cookies', async () => {
    const s = await customStore();
    const res = await get(`/api/stores/${s.id}/checkout`, {
      host: s.host,
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': 'key-12345678',
        'CF-Connecting-IP': '203.0.113.9',
        Cookie: 'auth_token=secret',
        Authorization: 'Bearer x',
      },
      body: '{"items":[]}',
    });
    expect(res.headers.get('X-Fake-Api')).toBe('1');
    const echo = (await res.json()) as Echo;
    expect(echo.method).toBe('POST');
    expect(echo.path).toBe(`/stores/${s.id}/checkout`);
    expect(echo.headers['idempotency-key']).toBe('key-12345678');
    expect(echo.headers['content-type']).toBe('application/json');
    expect(echo.headers['cf-connecting-ip']).toBe('203.0.113.9');
    expect(echo.headers.cookie).toBeUndefined();
    expect(echo.headers.authorization).toBeUndefined();
    expect(echo.body).toBe('{"items":[]}');
  });

  it('forwards the public product list with its query', async () => {
    const s = await customStore();
    const echo = (await (await get(`/api/website/website/${s.id}/products?ids=1,2&limit=100`, { host: s.host })).json()) as Echo;
    expect(echo.method).toBe('GET');
    expect(echo.path).toBe(`/website/website/${s.id}/products`);
    expect(echo.search).toBe('?ids=1,2&limit=100');
  });

  it('forwards the order status (with its token), the newsletter and the contact form of the Host store', async () => {
    const s = await customStore();
    const status = (await (await get(`/api/stores/${s.id}/orders/77?token=tok123`, { host: s.host })).json()) as Echo;
    expect([status.method, status.path, status.search]).toEqual(['GET', `/stores/${s.id}/orders/77`, '?token=tok123']);
    for (const call of ['newsletter', 'contact']) {
      const res = await get(`/api/stores/${s.id}/${call}`, {
        host: s.host,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.51.100.7' },
        body: '{"email":"a@b.example"}',
      });
      const echo = (await res.json()) as Echo;
      expect([echo.method, echo.path, echo.body], call).toEqual(['POST', `/stores/${s.id}/${call}`, '{"email":"a@b.example"}']);
      expect(echo.headers['cf-connecting-ip']).toBe('198.51.100.7');
    }
  });

  it("refuses another store's id on a custom domain, for every call", async () => {
    const s = await customStore();
    const other = await createStore();
    const calls: [string, string][] = [
      ['POST', `/api/stores/${other.id}/checkout`],
      ['GET', `/api/website/website/${other.id}/products`],
      ['GET', `/api/stores/${other.id}/orders/1?token=x`],
      ['POST', `/api/stores/${other.id}/newsletter`],
      ['POST', `/api/stores/${other.id}/contact`],
    ];
    for (const [method, path] of calls) {
      const res = await get(path, { host: s.host, method, body: method === 'POST' ? '{}' : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('X-Fake-Api')).toBeNull();
      expect(((await res.json()) as { code: string }).code).toBe('not_found');
    }
  });

  it("forwards the test provider's hosted page (GET and its form's POST) scoped to the Host's store", async () => {
    const s = await customStore();
    const page = (await (await get('/api/payments/test/pay/tp_abcdefghij12?locale=am', { host: s.host })).json()) as Echo;
    expect([page.method, page.path, page.search]).toEqual(['GET', '/payments/test/pay/tp_abcdefghij12', '?locale=am']);
    expect(page.headers['x-store-scope']).toBe(String(s.id));
    const res = await get('/api/payments/test/pay/tp_abcdefghij12', {
      host: s.host,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Store-Scope': '1' },
      body: 'outcome=succeeded&secret=x',
    });
    const post = (await res.json()) as Echo;
    expect([post.method, post.body]).toEqual(['POST', 'outcome=succeeded&secret=x']);
    // The scope is the Host's store, whatever the client sent.
    expect(post.headers['x-store-scope']).toBe(String(s.id));
    for (const [method, path] of [
      ['PUT', '/api/payments/test/pay/tp_abcdefghij12'],
      ['GET', '/api/payments/test/pay/tp_abc/extra'],
      ['GET', '/api/payments/test/pay/'],
      ['POST', '/api/payments/webhooks/test/1'],
    ]) {
      const refused = await get(path, { host: s.host, method, body: method === 'GET' ? undefined : '{}' });
      expect(refused.status, `${method} ${path}`).toBe(404);
      expect(refused.headers.get('X-Fake-Api')).toBeNull();
    }
    expect((await get('/api/payments/test/pay/tp_abcdefghij12', { host: 'nobody.example.com' })).status).toBe(404);
  });

  it('forwards nothing on a Host that is no store, nor on the dashboard host (the front door sends /api there itself)', async () => {
    const s = await createStore();
    for (const host of ['nobody.example.com', 'app.test', 'localhost', '127.0.0.1']) {
      const res = await get(`/api/stores/${s.id}/checkout`, { host, method: 'POST', body: '{}' });
      expect(res.status, host).toBe(404);
      expect(res.headers.get('X-Fake-Api')).toBeNull();
    }
  });

  it.each([
    ['GET', '/api/orders/'],
    ['POST', '/api/auth/login'],
    ['GET', '/api/stores/{id}/checkout'],
    ['DELETE', '/api/website/website/{id}/products/3'],
    ['GET', '/api/stores/{id}/newsletter'],
    ['POST', '/api/stores/{id}/orders/1'],
    ['GET', '/api/website/subscribers'],
    ['GET', '/api/__dev/sms'],
  ])('does not forward %s %s', async (method, path) => {
    const s = await customStore();
    const res = await get(path.replace('{id}', String(s.id)), { host: s.host, method });
    expect(res.status).toBe(404);
    expect(res.headers.get('X-Fake-Api')).toBeNull();
  });
});
