// The checkout's shopper fields (#17): the browser's checks (address.ts) and the API's schema refuse the same input.
import { describe, expect, it } from 'vitest';
import { checkCustomerForm, COUNTRIES, needsPostalCode, type CustomerForm } from './address';
import { checkoutSchema } from './schemas/checkout';
import { ADDIS_ADDRESS } from './test-fixtures';

const good: CustomerForm = { email: 'ada@example.com', name: 'Ada', ...ADDIS_ADDRESS };

const request = (f: CustomerForm) => ({
  items: [{ product_id: 1, quantity: 1 }],
  customer: { name: f.name, email: f.email, shipping_address: { ...f, email: undefined, name: undefined } },
  payment: { method: 'cash_on_delivery' },
});
const apiAccepts = (f: CustomerForm) => checkoutSchema.isValid(request(f), { stripUnknown: true });

describe('checkout customer checks', () => {
  it('lists unique ISO codes and knows where there are no postal codes', () => {
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) expect(c).toMatch(/^[A-Z]{2}$/);
    expect(COUNTRIES).toContain('ET');
    expect([needsPostalCode('ET'), needsPostalCode('AE'), needsPostalCode('HK')]).toEqual([true, false, false]);
  });

  it.each([
    ['a good address', {}, []],
    ['no email', { email: ' ' }, ['email']],
    ['a bad email', { email: 'ada@example' }, ['email']],
    ['a long email', { email: `${'a'.repeat(250)}@example.com` }, ['email']],
    ['blank required fields', { name: '', line1: ' ', city: '' }, ['name', 'line1', 'city']],
    ['a long city', { city: 'x'.repeat(101) }, ['city']],
    ['a bad postal code', { postal_code: '10-' }, ['postal_code']],
    ['no postal code in Ethiopia', { postal_code: '' }, ['postal_code']],
    ['no postal code in the UAE', { postal_code: '', country: 'AE' }, []],
    ['an unknown country', { country: 'XX' }, ['country']],
  ] as [string, Partial<CustomerForm>, string[]][])('%s: the browser and the API agree', async (_, over, fields) => {
    const form = { ...good, ...over };
    expect(checkCustomerForm(form).map((p) => p.field)).toEqual(fields);
    expect(await apiAccepts(form)).toBe(fields.length === 0);
  });
});
