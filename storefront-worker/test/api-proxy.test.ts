// On a custom domain the page calls /api/... on its own host: checkout and the product list are forwarded to
// edge-api over the service binding (here a fake that echoes the request); nothing else is, and no cookies travel.
import { describe, expect, it } from 'vitest';
import { get } from './fixtures';

interface Echo {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: string | null;
}

describe('api forwarding', () => {
  it('forwards checkout with its Idempotency-Key and body, without cookies', async () => {
    const res = await get('/api/stores/12/checkout', {
      host: 'shop.example.com',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-12345678', Cookie: 'auth_token=secret', Authorization: 'Bearer x' },
      body: '{"items":[]}',
    });
    expect(res.headers.get('X-Fake-Api')).toBe('1');
    const echo = (await res.json()) as Echo;
    expect(echo.method).toBe('POST');
    expect(echo.path).toBe('/stores/12/checkout');
    expect(echo.headers['idempotency-key']).toBe('key-12345678');
    expect(echo.headers['content-type']).toBe('application/json');
    expect(echo.headers.cookie).toBeUndefined();
    expect(echo.headers.authorization).toBeUndefined();
    expect(echo.body).toBe('{"items":[]}');
  });

  it('forwards the public product list with its query', async () => {
    const echo = (await (await get('/api/website/website/12/products?ids=1,2&limit=100')).json()) as Echo;
    expect(echo.method).toBe('GET');
    expect(echo.path).toBe('/website/website/12/products');
    expect(echo.search).toBe('?ids=1,2&limit=100');
  });

  it.each([
    ['GET', '/api/orders/'],
    ['POST', '/api/auth/login'],
    ['GET', '/api/stores/12/checkout'],
    ['DELETE', '/api/website/website/12/products/3'],
    ['GET', '/api/__dev/sms'],
  ])('does not forward %s %s', async (method, path) => {
    const res = await get(path, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('X-Fake-Api')).toBeNull();
  });
});
