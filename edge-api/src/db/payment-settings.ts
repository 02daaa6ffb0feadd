// payment_settings rows (migration 0017): one per website. Every query is scoped by the caller's website id.
import { COD_CONFIRM_HOURS_DEFAULT, type PaymentProviderId } from '@app/contracts';

export interface PaymentSettingsRow {
  website_id: number;
  /** The first of `providers` (what older code reads). */
  provider: PaymentProviderId;
  /** JSON array of the enabled provider ids, in checkout's order (migration 0025). */
  providers: string;
  currency: string;
  credentials_provider: PaymentProviderId | null;
  credentials_ciphertext: string | null;
  iv: string | null;
  key_version: number;
  hint: string | null;
  /** Migration 0021: hours a cash-on-delivery order waits for the merchant's confirmation. */
  cod_confirm_hours: number;
  /** 1 while the stored secret key could not be checked with its provider (#34 item 3); SQLite's boolean. */
  key_unchecked: number;
  updated_at: string;
}

export async function paymentSettingsRow(d1: D1Database, websiteId: number): Promise<PaymentSettingsRow | null> {
  return d1.prepare(`SELECT * FROM payment_settings WHERE website_id = ?`).bind(websiteId).first<PaymentSettingsRow>();
}

/** Hours a cash-on-delivery order of the store waits for the merchant's confirmation (no settings row: the default). */
export async function codConfirmHours(d1: D1Database, websiteId: number): Promise<number> {
  const hours = await d1
    .prepare(`SELECT cod_confirm_hours FROM payment_settings WHERE website_id = ?`)
    .bind(websiteId)
    .first<number>('cod_confirm_hours');
  return hours ?? COD_CONFIRM_HOURS_DEFAULT;
}

/** The store's currency where no settings row exists yet (websites.currency, USD by default). */
export async function storeCurrency(d1: D1Database, websiteId: number): Promise<string | null> {
  return (await d1.prepare(`SELECT currency FROM websites WHERE id = ?`).bind(websiteId).first<string>('currency')) ?? null;
}

/**
 * Writes the row and the store's currency in one batch: the storefront prices in what the provider takes. The same
 * batch bumps content_version on every save: the checkout page offers the methods of these settings
 * (storefront-worker data/store-row.ts), so its cached copy must not outlive them. (The websites trigger of migration
 * 0004 may bump it once more for the currency column; the version only has to change.)
 */
export async function savePaymentSettings(d1: D1Database, row: PaymentSettingsRow): Promise<void> {
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO payment_settings (website_id, provider, currency, credentials_provider, credentials_ciphertext, iv,
                                       key_version, hint, updated_at, cod_confirm_hours, providers, key_unchecked)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
         ON CONFLICT (website_id) DO UPDATE SET provider = ?2, currency = ?3, credentials_provider = ?4,
           credentials_ciphertext = ?5, iv = ?6, key_version = ?7, hint = ?8, updated_at = ?9, cod_confirm_hours = ?10,
           providers = ?11, key_unchecked = ?12`,
      )
      .bind(
        row.website_id,
        row.provider,
        row.currency,
        row.credentials_provider,
        row.credentials_ciphertext,
        row.iv,
        row.key_version,
        row.hint,
        row.updated_at,
        row.cod_confirm_hours,
        row.providers,
        row.key_unchecked,
      ),
    d1.prepare(`UPDATE websites SET currency = ?2, content_version = content_version + 1 WHERE id = ?1`).bind(row.website_id, row.currency),
  ]);
}
