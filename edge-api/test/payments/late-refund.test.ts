// A late payment's refund that the provider cannot make right now (settle.ts): nothing is recorded as refunded, the
// event is not used up, and the provider's redelivery of the same event refunds it once. Stripe's fake, with its
// refunds unreachable for a while (a lost connection saves nothing under Stripe's idempotency key) while its sessions
// still answer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakes } from '../fakes/install';
import { StripeFake } from '../fakes/stripe';
import { merchantWithWebsiteFixture, productFixture } from '../fixtures';
import { eventsOf, expireNow, orderRow, postWebhook, startPayment } from './helpers';
import { stripeDriver } from './stripe-driver';

const fake = new StripeFake();
const driver = stripeDriver(fake);
let restore: () => void;
beforeEach(() => {
  restore = installFakes(fake);
});
afterEach(() => restore());

describe('late refund', () => {
  it('gives the event back when the refund fails, and refunds once on its redelivery', async () => {
    const m = await merchantWithWebsiteFixture();
    await driver.setup(m);
    const product = await productFixture(m.websiteId, { priceCents: 2500, stock: 1 });
    const { body, ref } = await startPayment(m.websiteId, product);
    await expireNow(body.order_id);
    await startPayment(m.websiteId, product); // the last one is gone
    await driver.decide(ref, 'succeeded');
    const hook = await driver.webhook(m.websiteId, ref);

    fake.unreachable.add('/v1/refunds');
    expect((await postWebhook('stripe', m.websiteId, hook.body, hook.headers)).status).toBeGreaterThanOrEqual(500);
    expect(await driver.refunded(ref)).toBe(0);
    expect((await eventsOf(body.order_id)).map((e) => e.type)).not.toContain('late_payment_refunded');

    fake.unreachable.delete('/v1/refunds');
    const again = await postWebhook('stripe', m.websiteId, hook.body, hook.headers);
    expect(await again.json()).toMatchObject({ outcome: 'late_refunded' });
    expect(await driver.refunded(ref)).toBe(2500);
    expect((await eventsOf(body.order_id)).filter((e) => e.type === 'late_payment_refunded')).toHaveLength(1);
    expect((await orderRow(body.order_id)).status).toBe('expired');
  });
});
