// Issue #17: the checkout page offers what the store's payment settings take (the payment_settings row edge-api's
// PUT /website/payments writes, read in the storefront's one store query), and says so when it takes nothing.
import { websites } from '@app/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeQuery } from '../src/data/store-row';
import { createStore, edit, page, shardOf } from './fixtures';

interface Settings {
  provider: 'test' | 'stripe' | 'chapa' | 'cash_on_delivery';
  currency: string;
  /** Which provider the stored (sealed) credentials are for; null: none stored. */
  credentialsFor: string | null;
  /** The enabled providers (#34); left out: as a row saved before there were several, `provider` alone. */
  providers?: string[];
}

/** What PUT /website/payments writes (edge-api db/payment-settings.ts), the version bump included. */
async function saveSettings(websiteId: number, s: Settings) {
  await edit(
    websiteId,
    `INSERT INTO payment_settings (website_id, provider, currency, credentials_provider, credentials_ciphertext, iv, hint, updated_at,
                                   providers)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, '2026-01-01T00:00:00Z', ?8)
     ON CONFLICT (website_id) DO UPDATE SET provider = ?2, currency = ?3, credentials_provider = ?4,
       credentials_ciphertext = ?5, iv = ?6, hint = ?7, providers = ?8`,
    websiteId,
    s.provider,
    s.currency,
    s.credentialsFor,
    s.credentialsFor && 'c2VhbGVkIGNyZWRlbnRpYWxzIG5vdCByZWFkIGhlcmU=',
    s.credentialsFor && 'aXZpdml2aXZpdml2',
    s.credentialsFor && '{"secret_key":"1234","webhook_secret":"WXYZ"}',
    JSON.stringify(s.providers ?? []),
  );
  await (
    await shardOf(websiteId)
  )
    .prepare('UPDATE websites SET currency = ?1 WHERE id = ?2 AND currency <> ?1')
    .bind(s.currency, websiteId)
    .run();
}

async function checkout(settings?: Settings, headers: Record<string, string> = {}) {
  const s = await createStore({ products: [{ name: 'Kettle' }] });
  if (settings) await saveSettings(s.id, settings);
  return { store: s, ...(await page(`/published/${s.domain}/checkout`, { headers })) };
}

const radios = (html: string) => [...html.matchAll(/<input type="radio"[^>]* name="sf-method"[^>]* value="([a-z_]+)"/g)].map((m) => m[1]);
const panels = (html: string) =>
  [...html.matchAll(/data-sf-method-panel="([a-z_]+)"( hidden="")?/g)].map((m) => `${m[1]}${m[2] ? '' : '*'}`);

describe('the checkout page offers the store payment settings', () => {
  it('without settings: the test provider, card (chosen) and its hosted page', async () => {
    const { html } = await checkout();
    expect(radios(html)).toEqual(['card', 'redirect']);
    expect(panels(html)).toEqual(['card*', 'redirect']);
    expect(html).toContain('data-sf-provider="test"');
    expect(html).toContain('data-sf-submit=""');
  });

  it('a new store is in test mode: the page says it takes no real payments yet (#34)', async () => {
    const { html } = await checkout();
    expect(html).toContain('data-sf-test-mode=""');
    expect(html).toContain('This store is not taking real payments yet: it is in test mode.');
    const am = await checkout(undefined, { Cookie: 'appLang=am' });
    expect(am.html).toContain('ይህ መደብር እስካሁን እውነተኛ ክፍያ አይቀበልም');
    const real = await checkout({ provider: 'cash_on_delivery', currency: 'USD', credentialsFor: null });
    expect(real.html).not.toContain('data-sf-test-mode');
  });

  it('Chapa and cash on delivery together: both offered, Chapa first; without Chapa keys, cash alone (#34)', async () => {
    const both = { provider: 'chapa', currency: 'ETB', credentialsFor: 'chapa', providers: ['chapa', 'cash_on_delivery'] } as const;
    const { html } = await checkout({ ...both, providers: [...both.providers] });
    expect(radios(html)).toEqual(['redirect', 'cash_on_delivery']);
    expect(panels(html)).toEqual(['redirect*', 'cash_on_delivery']);
    expect(html).toContain('data-sf-provider="chapa"');
    expect(html).not.toContain('data-sf-test-mode');
    const noKeys = await checkout({ ...both, credentialsFor: null, providers: [...both.providers] });
    expect(panels(noKeys.html)).toEqual(['cash_on_delivery*']);
  });

  it('stripe with its credentials: the redirect to Stripe only, no card form', async () => {
    const { html } = await checkout({ provider: 'stripe', currency: 'EUR', credentialsFor: 'stripe' });
    expect(radios(html)).toEqual([]);
    expect(panels(html)).toEqual(['redirect*']);
    expect(html).toContain('You will pay on Stripe&#x27;s page, then come back here.');
    expect(html).not.toContain('id="sf-card-number"');
    expect(html).toContain('"currency":"EUR"');
  });

  it('chapa with its credentials, in ETB: the redirect to Chapa', async () => {
    const { html } = await checkout({ provider: 'chapa', currency: 'ETB', credentialsFor: 'chapa' });
    expect(panels(html)).toEqual(['redirect*']);
    expect(html).toContain('data-sf-provider="chapa"');
    expect(html).toContain('You will pay on Chapa&#x27;s page');
    expect(html).toContain('"currency":"ETB"');
  });

  it('cash on delivery: its note only (the stored Stripe credentials of an earlier choice change nothing)', async () => {
    const { html } = await checkout({ provider: 'cash_on_delivery', currency: 'USD', credentialsFor: 'stripe' });
    expect(radios(html)).toEqual([]);
    expect(panels(html)).toEqual(['cash_on_delivery*']);
    expect(html).toContain('Pay the courier in cash when your order arrives.');
    expect(html).not.toContain('id="sf-card-number"');
  });

  it('a provider without its credentials offers nothing: the page says so, with no form and no Pay button', async () => {
    // Stripe chosen while only Chapa's credentials are stored: checkout would refuse every method.
    const { html } = await checkout({ provider: 'stripe', currency: 'USD', credentialsFor: 'chapa' });
    expect(html).toContain('This store cannot take payments right now, so orders cannot be placed.');
    expect(html).toMatch(/<div class="sf-notice" data-sf-unavailable="">/);
    expect(html).not.toContain('data-sf-pay=""');
    expect(html).not.toContain('data-sf-submit=""');
    expect(html).not.toContain('data-sf-method-panel');
  });

  it('says it in Spanish and Amharic too', async () => {
    const none = { provider: 'chapa', currency: 'ETB', credentialsFor: null } as const;
    const es = await checkout(none, { Cookie: 'appLang=es' });
    expect(es.html).toContain('Esta tienda no puede aceptar pagos en este momento');
    const am = await checkout(none, { Cookie: 'appLang=am' });
    expect(am.html).toContain('ይህ መደብር አሁን ክፍያ መቀበል ስለማይችል');
    expect(am.html).not.toContain('data-sf-submit=""');
  });

  it('a settings change reaches the cached page at once (the write bumps the version)', async () => {
    const { store, html } = await checkout();
    expect(radios(html)).toEqual(['card', 'redirect']);
    const url = `/published/${store.domain}/checkout`;
    expect((await page(url)).res.headers.get('X-Cache')).toBe('HIT');
    await saveSettings(store.id, { provider: 'cash_on_delivery', currency: 'USD', credentialsFor: null });
    const after = await page(url);
    expect(after.res.headers.get('X-Cache')).not.toBe('HIT');
    expect(panels(after.html)).toEqual(['cash_on_delivery*']);
  });

  it('reads the settings in the store lookup itself, by their primary key (no second query, no scan)', async () => {
    const s = await createStore();
    await saveSettings(s.id, { provider: 'cash_on_delivery', currency: 'USD', credentialsFor: null });
    // The shard's one query is by id (the directory in CONTROL found the store by its name or Host).
    for (const where of [eq(websites.id, s.id)]) {
      const q = storeQuery(s.db, where).toSQL();
      const plan = await s.db
        .prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
        .bind(...q.params)
        .all<{ detail: string }>();
      const details = plan.results.map((r) => r.detail).join('\n');
      expect(details).toMatch(/SEARCH payment_settings USING INTEGER PRIMARY KEY/);
      expect(details).not.toMatch(/SCAN/);
    }
  });
});
