// The owner's discounts (DESIGN §17) through the worker's fetch on real D1: create, list with status and usage,
// replace, delete; every refusal at its field; another merchant's discount is 404.
import { describe, expect, it } from 'vitest';
import type { Discount, DiscountList, ErrorBody } from '@app/contracts';
import { api } from './helpers';
import { merchantWithWebsiteFixture, productFixture } from './fixtures';
import { createDiscount, discountBody, postDiscount, putDiscount } from './discount-helpers';

const list = async (token: string) => ((await (await api('/website/discounts', { token })).json()) as DiscountList).items;

async function refused(res: Response, status: number, code: string, loc?: string[]) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as ErrorBody;
  expect(body.code).toBe(code);
  if (loc) expect(body.detail?.map((d) => d.loc)).toContainEqual(loc);
  return body;
}

describe('owner discounts', () => {
  it('creates a code discount with money in decimal units and lists it with status and usage', async () => {
    const m = await merchantWithWebsiteFixture();
    const p = await productFixture(m.websiteId);
    const d = await createDiscount(m.token, {
      code: 'Summer-25',
      kind: 'fixed',
      value: 12.5,
      applies_to: 'products',
      product_ids: [p, p],
      min_subtotal: 30,
      usage_limit: 10,
      once_per_email: true,
    });
    expect(d).toMatchObject({ code: 'Summer-25', automatic: false, value: 12.5, product_ids: [p], min_subtotal: 30, usage_count: 0 });
    expect(d.status).toBe('active');
    const row = await m.db.prepare('SELECT value, min_subtotal_cents FROM discounts WHERE id = ?').bind(d.id).first();
    expect(row).toEqual({ value: 1250, min_subtotal_cents: 3000 });
    expect((await list(m.token)).map((x) => x.id)).toEqual([d.id]);
  });

  it('shows each status: active, scheduled, expired, used up, inactive', async () => {
    const m = await merchantWithWebsiteFixture();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const made = {
      active: await createDiscount(m.token, {}),
      scheduled: await createDiscount(m.token, { starts_at: future }),
      expired: await createDiscount(m.token, { starts_at: '2020-01-01T00:00:00Z', ends_at: past }),
      used_up: await createDiscount(m.token, { usage_limit: 1 }),
      inactive: await createDiscount(m.token, { active: false }),
    };
    await m.db.prepare('UPDATE discounts SET usage_count = 1 WHERE id = ?').bind(made.used_up.id).run();
    const byId = new Map((await list(m.token)).map((d) => [d.id, d]));
    for (const [status, d] of Object.entries(made)) expect(byId.get(d.id)?.status).toBe(status);
    expect(byId.get(made.used_up.id)).toMatchObject({ usage_count: 1, usage_limit: 1 });
  });

  it('refuses both or neither of code and automatic, at the code field', async () => {
    const m = await merchantWithWebsiteFixture();
    await refused(await postDiscount(m.token, discountBody({ automatic: true })), 400, 'validation_failed', ['body', 'code']);
    const neither = await refused(await postDiscount(m.token, discountBody({ code: null })), 400, 'validation_failed', ['body', 'code']);
    expect(neither.detail?.[0]?.rule).toBe('discountOneOf');
    const auto = await createDiscount(m.token, { code: null, automatic: true });
    expect(auto).toMatchObject({ code: null, automatic: true });
  });

  it('refuses bad values at their fields', async () => {
    const m = await merchantWithWebsiteFixture();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ value: 0 }, 'value', 'percentRange'],
      [{ value: 101 }, 'value', 'percentRange'],
      [{ value: 12.5 }, 'value', 'percentRange'],
      [{ kind: 'fixed', value: 0 }, 'value', 'amountPositive'],
      [{ kind: 'fixed', value: 1.234 }, 'value', 'priceCents'],
      [{ kind: 'bogus' }, 'kind', 'oneOf'],
      [{ starts_at: '2027-02-01T00:00:00Z', ends_at: '2027-01-01T00:00:00Z' }, 'ends_at', 'endsAfterStarts'],
      [{ starts_at: 'tomorrow' }, 'starts_at', 'dateTime'],
      [{ applies_to: 'products', product_ids: [] }, 'product_ids', 'productsRequired'],
      [{ usage_limit: 0 }, 'usage_limit', 'usageLimitMin'],
      [{ code: 'has space' }, 'code', 'discountCode'],
      [{ title: '' }, 'title', 'titleRequired'],
    ];
    for (const [over, field, rule] of cases) {
      const body = await refused(await postDiscount(m.token, discountBody(over)), 400, 'validation_failed', ['body', field]);
      expect(body.detail?.find((d) => d.loc[1] === field)?.rule, JSON.stringify(over)).toBe(rule);
    }
    expect(await list(m.token)).toEqual([]);
  });

  it("refuses another merchant's products", async () => {
    const m = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    const theirs = await productFixture(other.websiteId);
    const res = await postDiscount(m.token, discountBody({ applies_to: 'products', product_ids: [theirs] }));
    const body = await refused(res, 400, 'validation_failed', ['body', 'product_ids']);
    expect(body.detail?.[0]?.rule).toBe('productsNotYours');
  });

  it('refuses a code the store already has in any case with 409, and allows it in another store', async () => {
    const m = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    const first = await createDiscount(m.token, { code: 'WELCOME' });
    await refused(await postDiscount(m.token, discountBody({ code: 'welcome' })), 409, 'discount_code_taken', ['body', 'code']);
    const second = await createDiscount(m.token, { code: 'HELLO' });
    await refused(await putDiscount(m.token, second.id, discountBody({ code: 'Welcome' })), 409, 'discount_code_taken');
    await createDiscount(other.token, { code: 'welcome' });
    // Its own code, saved again in another case, is no conflict.
    expect((await putDiscount(m.token, first.id, discountBody({ code: 'welcome' }))).status).toBe(200);
  });

  it('replaces every field, keeps the usage and refuses a limit below it', async () => {
    const m = await merchantWithWebsiteFixture();
    const d = await createDiscount(m.token, { usage_limit: 5 });
    await m.db.prepare('UPDATE discounts SET usage_count = 3 WHERE id = ?').bind(d.id).run();
    const res = await putDiscount(m.token, d.id, discountBody({ code: d.code, title: 'Renamed', usage_limit: 4, active: false }));
    expect(res.status).toBe(200);
    expect((await res.json()) as Discount).toMatchObject({ title: 'Renamed', usage_limit: 4, usage_count: 3, status: 'inactive' });
    const low = await refused(await putDiscount(m.token, d.id, discountBody({ usage_limit: 2 })), 400, 'validation_failed', [
      'body',
      'usage_limit',
    ]);
    expect(low.detail?.[0]).toMatchObject({ rule: 'atLeast', params: { min: 3 } });
  });

  it("answers 404 for another merchant's discount and a bad id, and deletes its own", async () => {
    const m = await merchantWithWebsiteFixture();
    const other = await merchantWithWebsiteFixture();
    const d = await createDiscount(m.token);
    await refused(await putDiscount(other.token, d.id, discountBody()), 404, 'discount_not_found');
    await refused(await api(`/website/discounts/${d.id}`, { method: 'DELETE', token: other.token }), 404, 'discount_not_found');
    await refused(await putDiscount(m.token, 'abc', discountBody()), 404, 'discount_not_found');
    expect(await list(other.token)).toEqual([]);
    expect((await api(`/website/discounts/${d.id}`, { method: 'DELETE', token: m.token })).status).toBe(204);
    expect(await list(m.token)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await api('/website/discounts')).status).toBe(401);
  });
});
