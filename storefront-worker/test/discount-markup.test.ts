// The discount code field and the priced summary as the Worker renders them (the islands fill them in): a labelled
// input tied to its status line, Apply/Remove, the summary's subtotal and discount rows, the success page's sums,
// in each language, and the strings the islands need in their page data.
import { describe, expect, it } from 'vitest';
import { createStore, page } from './fixtures';

const islandStrings = (html: string) => {
  const json = /<script type="application\/json" id="sf-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  return (JSON.parse(json) as { strings: Record<string, Record<string, unknown>> }).strings;
};

describe('discount code field and priced summary', () => {
  it('the cart and checkout have a labelled code field outside the payment form, and subtotal and discount rows', async () => {
    const s = await createStore();
    for (const path of ['cart', 'checkout']) {
      const { html } = await page(`/published/${s.domain}/${path}`);
      expect(html).toContain('<label for="sf-discount-code">Discount code</label>');
      expect(html).toMatch(/<input id="sf-discount-code"[^>]*aria-describedby="sf-discount-code-status"/);
      expect(html).toMatch(/<input id="sf-discount-code"[^>]*maxLength="40"/i);
      expect(html).toContain('id="sf-discount-code-error"');
      expect(html).toMatch(/<button type="submit"[^>]*data-sf-code-apply="">Apply<\/button>/);
      expect(html).toMatch(/data-sf-code-remove="" hidden="">Remove<\/button>/);
      expect(html).toContain('<dt>Subtotal</dt><dd data-sf-subtotal=""></dd>');
      expect(html).toContain('data-sf-discount-amount=""');
      expect(islandStrings(html).discount).toMatchObject({ label: 'Discount code', rules: { discountUnknown: expect.any(String) } });
    }
    const checkout = (await page(`/published/${s.domain}/checkout`)).html;
    const pay = checkout.slice(checkout.indexOf('data-sf-pay'), checkout.indexOf('</form>', checkout.indexOf('data-sf-pay')));
    // Its own form: Enter in the code field applies the code, never submits the payment.
    expect(pay).not.toContain('sf-discount-code');
  });

  it('speaks Amharic and Spanish', async () => {
    const s = await createStore();
    const am = (await page(`/published/${s.domain}/cart`, { headers: { Cookie: 'appLang=am' } })).html;
    expect(am).toContain('<label for="sf-discount-code">የቅናሽ ኮድ</label>');
    expect(am).toContain('ተግብር');
    expect(am).toContain('<dt>ንዑስ ድምር</dt>');
    const es = (await page(`/published/${s.domain}/checkout`, { headers: { Cookie: 'appLang=es' } })).html;
    expect(es).toContain('<label for="sf-discount-code">Código de descuento</label>');
    expect(islandStrings(es).discount).toMatchObject({ rules: { discountExhausted: 'Este código se ha agotado' } });
  });

  it('the success page has the subtotal, a hidden discount row and the total', async () => {
    const s = await createStore();
    const { html } = await page(`/published/${s.domain}/checkout/success`);
    expect(html).toContain('<dt>Subtotal</dt><dd data-sf-order-subtotal=""></dd>');
    expect(html).toContain('<dt data-sf-order-discount-label="" hidden=""></dt>');
    expect(html).toContain('data-sf-order-total=""');
    expect(islandStrings(html).discount).toMatchObject({ line: 'Discount ({{name}})' });
  });
});
