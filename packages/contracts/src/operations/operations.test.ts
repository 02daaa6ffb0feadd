import { describe, expect, it } from 'vitest';
import { buildPath, deployOperations, matchPublicOperation, ops, publicOperations, type Operation } from './index';
import { idParamSchema, operationSchemas } from './schemas';

const all = Object.entries(ops) as [string, Operation][];

describe('operations table', () => {
  it('builds SPEC §7 paths', () => {
    expect(buildPath(ops.checkout, { website_id: 7 })).toBe('/stores/7/checkout');
    expect(buildPath(ops.orderStatus, { website_id: 7, order_id: 3 }, { token: 'a b' })).toBe('/stores/7/orders/3?token=a%20b');
    expect(buildPath(ops.productList, { website_id: 7 }, { ids: '1,2', limit: 100, q: undefined })).toBe(
      '/website/website/7/products?ids=1%2C2&limit=100',
    );
    expect(buildPath(ops.websiteByDomain, { domain: 'a b/c' })).toBe('/website/domain/a%20b%2Fc');
    expect(buildPath(ops.sectionUpdate, { page_id: 2, section_id: 9 })).toBe('/website/pages/2/sections/9');
    expect(buildPath(ops.websiteGet, {})).toBe('/website/');
    // A param with a pattern spans segments: its slashes stay, everything else is encoded.
    expect(buildPath(ops.releaseFileUpload, { name: 'mfe_account', version: '0123456789abcdef', path: 'assets/a b.js' })).toBe(
      '/admin/remotes/mfe_account/releases/0123456789abcdef/files/assets/a%20b.js',
    );
  });
  it('names each op by its key, once per method and path', () => {
    for (const [key, o] of all) expect(o.id).toBe(key);
    const routes = all.map(([, o]) => `${o.method} ${o.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
  it('has the schemas its shape needs: one per path param, a body schema for every JSON or form write', () => {
    for (const [id, o] of all) {
      const s = operationSchemas[id as keyof typeof ops];
      expect(Object.keys(s.params).sort(), id).toEqual([...o.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort());
      const writes = o.method === 'POST' || o.method === 'PUT';
      if (writes && !['logout'].includes(id)) expect(s.body, id).toBeDefined();
      if (!writes) expect(s.body, id).toBeUndefined();
    }
  });
  it('id params are positive safe integers written in digits', () => {
    for (const ok of ['1', '42', '999999999999999']) expect(idParamSchema.isValidSync(ok), ok).toBe(true);
    for (const bad of ['0', '-1', 'x', '1.5', '1e3', '', '0x10', '9999999999999999'])
      expect(idParamSchema.isValidSync(bad), bad).toBe(false);
  });
  it('only the deploy API is behind the deploy token, never behind a session too', () => {
    for (const [id, o] of all) {
      expect(o.deploy === true, id).toBe(id in deployOperations && id !== 'remoteFailure');
      if (o.deploy) expect(o.auth, id).toBe(false);
    }
  });
  it('only the storefront operations are public writes or carry a store param', () => {
    for (const [id, o] of all) expect(o.storeParam !== undefined, id).toBe(id in publicOperations);
  });
  it('matches each public call with its store id, and nothing else', () => {
    expect(matchPublicOperation('POST', '/stores/12/checkout')).toMatchObject({ op: { id: 'checkout' }, storeId: 12 });
    expect(matchPublicOperation('GET', '/stores/12/orders/5')).toMatchObject({
      op: { id: 'orderStatus' },
      params: { order_id: 5 },
      storeId: 12,
    });
    expect(matchPublicOperation('GET', '/website/website/4/products/')?.storeId).toBe(4);
    expect(matchPublicOperation('GET', '/stores/12/checkout')).toBeNull();
    expect(matchPublicOperation('POST', '/stores/x/newsletter')).toBeNull();
    expect(matchPublicOperation('POST', '/stores/1/contact/extra')).toBeNull();
    expect(matchPublicOperation('DELETE', '/website/website/4/products')).toBeNull();
    expect(matchPublicOperation('GET', '/orders/')).toBeNull();
  });
});
