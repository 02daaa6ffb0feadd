// Checkout collects the shopper's email and shipping address (#17): validated by the shared contract (400 at the
// field's loc), stored on the order, shown to the merchant and to the holder of the order's status token.
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse, ErrorBody } from '@app/contracts';
import { shardOf } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { ADDRESS, cart, postCheckout } from './checkout-fixtures';

type Customer = ReturnType<typeof cart>['customer'];

async function shop() {
  const m = await merchantWithWebsiteFixture();
  const p = await productFixture(m.websiteId, { priceCents: 1000, stock: 50 });
  const order = (customer: Partial<Customer> | Record<string, unknown>) => {
    const body = cart([{ product_id: p, quantity: 1 }]);
    return postCheckout(m.websiteId, { ...body, customer: { ...body.customer, ...customer } });
  };
  return { m, p, order };
}

const locOf = async (res: Response) => ((await res.json()) as ErrorBody).detail?.map((d) => d.loc.join('.'));

describe('checkout: email and shipping address', () => {
  it('refuses a missing, malformed or over-long email at body.customer.email', async () => {
    const { order } = await shop();
    for (const email of [undefined, '', '   ', 'not-an-email', `${'a'.repeat(250)}@example.com`]) {
      const res = await order({ email });
      expect(res.status, String(email)).toBe(400);
      expect(await locOf(res)).toContain('body.customer.email');
    }
  });

  it('refuses a missing address, blank required fields, an unknown country and a bad postal code at their fields', async () => {
    const { order } = await shop();
    const cases: [Record<string, unknown> | undefined, string][] = [
      [undefined, 'body.customer.shipping_address.line1'],
      [{ ...ADDRESS, line1: ' ' }, 'body.customer.shipping_address.line1'],
      [{ ...ADDRESS, city: '' }, 'body.customer.shipping_address.city'],
      [{ ...ADDRESS, postal_code: '' }, 'body.customer.shipping_address.postal_code'],
      [{ ...ADDRESS, postal_code: '10<00>' }, 'body.customer.shipping_address.postal_code'],
      [{ ...ADDRESS, country: 'XX' }, 'body.customer.shipping_address.country'],
      [{ ...ADDRESS, country: 42 }, 'body.customer.shipping_address.country'],
      [{ ...ADDRESS, line1: 'x'.repeat(201) }, 'body.customer.shipping_address.line1'],
    ];
    for (const [shipping_address, loc] of cases) {
      const res = await order({ shipping_address });
      expect(res.status, loc).toBe(400);
      expect(await locOf(res)).toContain(loc);
    }
    // A list where text belongs is the wrong type (400, as everywhere in the API), never a 500.
    expect((await order({ shipping_address: { ...ADDRESS, region: ['x'] } })).status).toBe(400);
    expect((await order({ name: 'x'.repeat(121) })).status).toBe(400);
    expect((await order({ locale: 'xx' })).status).toBe(400); // no language's code
  });

  it('stores the address, email and language on the order; a country without postal codes needs none', async () => {
    const { m, order } = await shop();
    const shipping_address = {
      line1: ' 5 Sheikh Zayed Rd ',
      line2: 'Apt 9',
      city: 'Dubai',
      region: 'Dubai',
      postal_code: '',
      country: 'ae',
    };
    const res = await order({ email: ' Abebe@Example.com ', locale: 'am', shipping_address });
    expect(res.status).toBe(200);
    const { order: o } = (await res.json()) as CheckoutResponse;
    expect(o).toMatchObject({
      customer_email: 'Abebe@Example.com',
      locale: 'am',
      shipping_address: { line1: '5 Sheikh Zayed Rd', line2: 'Apt 9', city: 'Dubai', region: 'Dubai', postal_code: '', country: 'AE' },
    });
    const row = await (
      await shardOf(m.websiteId)
    )
      .prepare('SELECT customer_email, ship_line1, ship_city, ship_country, customer_locale FROM orders WHERE id = ? AND website_id = ?')
      .bind(o.id, m.websiteId)
      .first();
    expect(row).toEqual({
      customer_email: 'Abebe@Example.com',
      ship_line1: '5 Sheikh Zayed Rd',
      ship_city: 'Dubai',
      ship_country: 'AE',
      customer_locale: 'am',
    });
  });

  it('refuses payment methods this store has not enabled (no settings: the test provider, card and redirect)', async () => {
    const { m, p } = await shop();
    for (const method of ['cash_on_delivery']) {
      const body = { ...cart([{ product_id: p, quantity: 1 }]), payment: { method } };
      const res = await postCheckout(m.websiteId, body);
      expect(res.status).toBe(400);
      expect(await locOf(res)).toContain('body.payment.method');
    }
  });
});
