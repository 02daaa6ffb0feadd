import { describe, expect, it } from 'vitest';
import { buildPath, matchPublicOperation, publicOperations as ops } from './operations';
import { paths } from './paths';

describe('public operations table', () => {
  it('builds the same paths as before', () => {
    expect(buildPath(ops.checkout, { website_id: 7 })).toBe(paths.checkout(7));
    expect(buildPath(ops.orderStatus, { website_id: 7, order_id: 3 }, { token: 'a b' })).toBe(paths.orderStatus(7, 3, 'a b'));
    expect(buildPath(ops.productList, { website_id: 7 }, { ids: '1,2', limit: 100, q: undefined })).toBe('/website/website/7/products?ids=1%2C2&limit=100');
  });
  it('matches each public call with its store id, and nothing else', () => {
    expect(matchPublicOperation('POST', '/stores/12/checkout')).toMatchObject({ op: { id: 'checkout' }, storeId: 12 });
    expect(matchPublicOperation('GET', '/stores/12/orders/5')).toMatchObject({ op: { id: 'orderStatus' }, params: { order_id: 5 }, storeId: 12 });
    expect(matchPublicOperation('GET', '/website/website/4/products/')?.storeId).toBe(4);
    expect(matchPublicOperation('GET', '/stores/12/checkout')).toBeNull();
    expect(matchPublicOperation('POST', '/stores/x/newsletter')).toBeNull();
    expect(matchPublicOperation('POST', '/stores/1/contact/extra')).toBeNull();
    expect(matchPublicOperation('DELETE', '/website/website/4/products')).toBeNull();
    expect(matchPublicOperation('GET', '/orders/')).toBeNull();
  });
});
