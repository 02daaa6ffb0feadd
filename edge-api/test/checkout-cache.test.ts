// A paid checkout changes stock, so its batch bumps content_version (by trigger, see storefront-worker/src/cache.ts): the next
// storefront request renders fresh and a sold-out product never looks buyable.
import { describe, expect, it } from 'vitest';
import { contentVersion, merchantWithWebsiteFixture, productFixture } from './fixtures';
import { buy, cart, postCheckout, stockOf } from './checkout-fixtures';
import { api } from './helpers';

describe('checkout and the storefront cache version', () => {
  it('bumps content_version with a paid checkout, and not with a decline or a refusal', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId, { stock: 2 });
    const v0 = await contentVersion(m.websiteId);

    await buy(m.websiteId, [[p, 2]]);
    expect(await stockOf(p)).toBe(0);
    expect(await contentVersion(m.websiteId)).toBe(v0 + 1);
    // The public website read (what the storefront keys its cache on) shows the new version.
    expect(((await (await api(`/website/id/${m.websiteId}`)).json()) as { content_version: number }).content_version).toBe(v0 + 1);

    const q = await productFixture(m.websiteId, { stock: 1 });
    await buy(m.websiteId, [[q, 1]], '0002');
    const v1 = await contentVersion(m.websiteId);
    expect((await postCheckout(m.websiteId, cart([{ product_id: p, quantity: 1 }]))).status).toBe(409);
    expect(await contentVersion(m.websiteId)).toBe(v1);
  });
});
