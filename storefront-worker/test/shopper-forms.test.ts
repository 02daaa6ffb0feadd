// What the shopper pages render for their islands (issue #11 items 12-18): the checkout's field error lines, the cart's
// sold-out gate, a success page that holds no order, the footer's working newsletter form and contact forms for
// builder `form` sections (escaped everywhere), plus the pure checks those forms make before sending.
import { describe, expect, it } from 'vitest';
import { checkContact, CONTACT_VALUE_MAX, isEmail } from '../src/client/store/form-checks';
import { createStore, page } from './fixtures';

/** The markup of the first element that carries `marker`, up to its closing tag. */
function element(html: string, marker: string, tag: string): string {
  const at = html.indexOf(marker);
  expect(at, `${marker} in page`).toBeGreaterThan(-1);
  const start = html.lastIndexOf(`<${tag}`, at);
  return html.slice(start, html.indexOf(`</${tag}>`, at) + tag.length + 3);
}

/** The opening tag that carries `marker`. */
function openTag(html: string, marker: string): string {
  const at = html.indexOf(marker);
  expect(at, `${marker} in page`).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
}

describe('checkout form markup', () => {
  it('gives every card field its own error line, accepts 4-digit CVVs and never cuts a pasted card number', async () => {
    const s = await createStore();
    const { html } = await page(`/published/${s.domain}/checkout`);
    for (const id of ['sf-card-name', 'sf-card-number', 'sf-card-expiry', 'sf-card-cvv']) {
      expect(html).toContain(`<input id="${id}"`);
      expect(html).toMatch(new RegExp(`<p class="sf-field__error" id="${id}-error" data-sf-field-error="" hidden="">`));
    }
    expect(openTag(html, 'id="sf-card-cvv"')).toContain('maxLength="4"');
    expect(openTag(html, 'id="sf-card-number"')).toContain('inputMode="numeric"');
    expect(openTag(html, 'id="sf-card-number"')).not.toContain('maxLength="19"');
    // The payment alert can take the focus after a failed payment.
    expect(html).toMatch(/class="sf-alert" role="alert" tabindex="-1" data-sf-error=""/i);
    expect(html).toContain('Some items are sold out. Remove them from your cart to continue.');
  });

  it('shows the Spanish expiry placeholder that matches its label (MM/AA)', async () => {
    const s = await createStore();
    const { html } = await page(`/published/${s.domain}/checkout`, { headers: { Cookie: 'appLang=es' } });
    expect(html).toContain('Fecha de caducidad (MM/AA)');
    expect(html).toContain('placeholder="MM/AA"');
  });
});

describe('cart markup', () => {
  it('has the sold-out notice that Proceed to Checkout points to', async () => {
    const s = await createStore();
    const { html } = await page(`/published/${s.domain}/cart`);
    expect(html).toMatch(/id="sf-cart-blocked" data-sf-blocked="" hidden="">Some items are sold out/);
    expect(html).toMatch(/data-sf-proceed="" aria-describedby="sf-cart-blocked">Proceed to Checkout</);
  });
});

describe('success page', () => {
  it('holds no order and no success message until the island has confirmed one', async () => {
    const s = await createStore();
    const { res, html } = await page(`/published/${s.domain}/checkout/success?order=12`);
    expect(res.status).toBe(200);
    expect(openTag(html, 'data-sf-state="checking"')).not.toContain('hidden');
    expect(html).toMatch(/data-sf-state="paid" data-sf-success="" hidden=""/);
    expect(html).toMatch(/class="sf-message" data-sf-state="missing" hidden=""/);
    expect(html).toContain('No order found');
    expect(html).toContain('Your cart has been kept.');
    expect(html).toMatch(/<p class="sf-hint" data-sf-order=""><\/p>/);
  });
});

describe('newsletter form in the footer', () => {
  it('is a labelled, enabled email form with its messages, on every page type, in the page language', async () => {
    const s = await createStore({ pages: [{ title: 'About', slug: 'about', published: true }] });
    for (const path of ['', '/cart', '/checkout', '/checkout/success', '/about', '/nope-404']) {
      const { html } = await page(`/published/${s.domain}${path}`);
      const form = element(html, 'data-sf-newsletter=""', 'form');
      expect(form).toContain('<label class="sf-subscribe__label" for="sf-subscribe-email">Email address</label>');
      const input = openTag(form, 'id="sf-subscribe-email"');
      for (const attr of ['type="email"', 'name="email"', 'autoComplete="email"', 'required=""']) expect(input).toContain(attr);
      expect(form).not.toContain('disabled');
      expect(form).toContain('data-msg-success="Thanks for subscribing!"');
      expect(form).toContain('data-msg-invalid="Please enter a valid email address"');
      expect(html).not.toContain('not available yet');
    }
    const am = element((await page(`/published/${s.domain}`, { headers: { Cookie: 'appLang=am' } })).html, 'data-sf-newsletter', 'form');
    expect(am).toContain('data-msg-success="ስለተመዘገቡ እናመሰግናለን!"');
  });
});

describe('contact forms (builder form sections)', () => {
  it('renders each form section as a form: its keys are labelled fields, hostile keys and values stay text', async () => {
    const s = await createStore({
      pages: [
        {
          title: 'Contact',
          slug: 'contact',
          published: true,
          sections: [
            {
              title: 'Write to us',
              type: 'form',
              content: { Name: 'Your name', Email: 'you@example.com', Message: 'How can we help?' },
              order: 1,
            },
            { title: '<b>Evil</b>', type: 'form', content: { '<script>alert(1)</script>': '"><img src=x onerror=alert(2)>' }, order: 2 },
            { title: 'No fields here', type: 'form', content: {}, order: 3 },
          ],
        },
      ],
    });
    const { html } = await page(`/published/${s.domain}/contact`);
    const [first, second] = [...html.matchAll(/<form [^>]*data-sf-contact="(\d+)"/g)].map((m) => Number(m[1]));
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    const form = element(html, `data-sf-contact="${first}"`, 'form');
    expect(form).toContain(`<label for="sf-contact-${first}-0">Name</label>`);
    const name = openTag(form, `id="sf-contact-${first}-0"`);
    for (const attr of [
      'type="text"',
      'autoComplete="name"',
      'data-key="Name"',
      `maxLength="${CONTACT_VALUE_MAX}"`,
      'placeholder="Your name"',
    ])
      expect(name).toContain(attr);
    // The form's own Email key is the sender's address (#34 item 5): an email input, required; no second one.
    const email = openTag(form, `id="sf-contact-${first}-1"`);
    for (const attr of ['autoComplete="email"', 'type="email"', 'data-sender-email=""', 'required=""', 'data-key="Email"'])
      expect(email).toContain(attr);
    expect(form.match(/data-sender-email/g)).toHaveLength(1);
    // A form without an email key asks for one first, in the page's words.
    const evil = element(html, `data-sf-contact="${second}"`, 'form');
    expect(evil).toContain(`<label for="sf-contact-${second}-email">Your email</label>`);
    const own = openTag(evil, `id="sf-contact-${second}-email"`);
    for (const attr of ['type="email"', 'data-sender-email=""', 'required=""']) expect(own).toContain(attr);
    expect(own).not.toContain('data-key');
    expect(evil).toContain('data-msg-email-required="Enter your email so the store can reply"');
    expect(openTag(form, `id="sf-contact-${first}-2"`)).toContain('data-key="Message"');
    expect(form).toContain('>Send message</button>');
    expect(form).toContain('data-msg-success="Thank you! Your message has been sent."');
    expect(html).toContain('&lt;b&gt;Evil&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</label>');
    expect(html).toContain('data-key="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('No fields here');
  });
});

describe('form checks before sending', () => {
  it('email: needs one @ and a dotted domain, no spaces', () => {
    for (const ok of ['ada@example.com', 'a.b+c@mail.example.org']) expect(isEmail(ok)).toBe(true);
    for (const bad of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'a da@example.com',
      'ada@@example.com',
      `${'a'.repeat(250)}@e.co`,
    ]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });

  it('contact: a value over the limit, else all blank, is reported at its key', () => {
    expect(checkContact({ Name: 'Ada', Message: 'Hi' })).toBeNull();
    expect(checkContact({ Name: ' ', Message: '' })).toEqual({ key: 'Name', problem: 'required' });
    expect(checkContact({ Name: '', Message: 'x'.repeat(CONTACT_VALUE_MAX + 1) })).toEqual({ key: 'Message', problem: 'tooLong' });
    expect(checkContact({ Name: 'Ada', Message: 'x'.repeat(CONTACT_VALUE_MAX) })).toBeNull();
  });
});
