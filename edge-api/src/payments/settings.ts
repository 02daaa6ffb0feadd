// A store's payment settings (DESIGN §18): the merchant's view (hints only) and write, and the decrypted settings the
// payments core asks for (loadProviderSettings). Credentials are sealed with PAYMENTS_KEY (credentials-crypto.ts).
import {
  COD_CONFIRM_HOURS_DEFAULT,
  credentialProviders,
  DEFAULT_PAYMENT_PROVIDER,
  HINT_LENGTH,
  needsCredentials,
  webhookPath,
  type CredentialProvider,
  type PaymentSettings,
  type PaymentSettingsInput,
} from '@app/contracts';
import type { Bindings } from '../env';
import { invalid, ruleDetail } from '../lib/http';
import { paymentSettingsRow, savePaymentSettings, storeCurrency, type PaymentSettingsRow } from '../db/payment-settings';
import { CredentialsUnreadableError, openCredentials, sealCredentials, type Credentials } from './credentials-crypto';
import type { ProviderSettings } from './provider';

export { CredentialsUnreadableError } from './credentials-crypto';

type Env = Pick<Bindings, 'DB' | 'PAYMENTS_KEY'>;

const hintOf = (s: string) => s.slice(-HINT_LENGTH);
/** Where each provider with an account of the merchant's sends this store's webhooks. */
const webhookPaths = (websiteId: number) =>
  Object.fromEntries(credentialProviders().map((p) => [p, webhookPath(p, websiteId)])) as Record<CredentialProvider, string>;

/** The row's credentials for `provider`: null when none are stored for it; throws when they do not decrypt. */
async function storedCredentials(env: Env, row: PaymentSettingsRow | null, provider: string): Promise<Credentials | null> {
  if (!row?.credentials_ciphertext || !row.iv || row.credentials_provider !== provider) return null;
  return openCredentials(env.PAYMENTS_KEY, row.website_id, {
    ciphertext: row.credentials_ciphertext,
    iv: row.iv,
    keyVersion: row.key_version,
  });
}

/** The stored hints; a row whose hint column does not parse shows none (the credentials themselves still work). */
function hintsOf(hint: string | null): { secret_key: string; webhook_secret: string } | null {
  try {
    const h = JSON.parse(hint ?? 'null') as { secret_key?: unknown; webhook_secret?: unknown } | null;
    return typeof h?.secret_key === 'string' && typeof h.webhook_secret === 'string'
      ? { secret_key: h.secret_key, webhook_secret: h.webhook_secret }
      : null;
  } catch {
    return null;
  }
}

async function toDto(env: Env, websiteId: number, row: PaymentSettingsRow | null): Promise<PaymentSettings> {
  if (!row) {
    const currency = (await storeCurrency(env.DB, websiteId)) ?? 'USD';
    return {
      provider: DEFAULT_PAYMENT_PROVIDER,
      currency,
      credentials: null,
      credentials_status: 'none',
      webhook_paths: webhookPaths(websiteId),
      cod_confirm_hours: COD_CONFIRM_HOURS_DEFAULT,
      updated_at: null,
    };
  }
  let status: PaymentSettings['credentials_status'] = 'none';
  try {
    if (await storedCredentials(env, row, row.provider)) status = 'stored';
  } catch (err) {
    if (!(err instanceof CredentialsUnreadableError)) throw err;
    status = 'unreadable';
  }
  const hint = status === 'stored' ? hintsOf(row.hint) : null;
  return {
    provider: row.provider,
    currency: row.currency,
    credentials: hint && { secret_key_hint: hint.secret_key, webhook_secret_hint: hint.webhook_secret },
    credentials_status: status,
    webhook_paths: webhookPaths(websiteId),
    cod_confirm_hours: row.cod_confirm_hours ?? COD_CONFIRM_HOURS_DEFAULT,
    updated_at: row.updated_at,
  };
}

export async function readPaymentSettings(env: Env, websiteId: number): Promise<PaymentSettings> {
  return toDto(env, websiteId, await paymentSettingsRow(env.DB, websiteId));
}

/** New fields over the stored ones (unreadable stored ones count as none); 400 at each field still missing. */
async function mergedCredentials(env: Env, row: PaymentSettingsRow | null, input: PaymentSettingsInput, provider: CredentialProvider) {
  const stored = await storedCredentials(env, row, provider).catch((err: unknown) => {
    if (err instanceof CredentialsUnreadableError) return null;
    throw err;
  });
  const merged = {
    secret_key: input.credentials?.secret_key || stored?.secret_key,
    webhook_secret: input.credentials?.webhook_secret || stored?.webhook_secret,
  };
  const missing = (['secret_key', 'webhook_secret'] as const).filter((k) => !merged[k]);
  if (missing.length) {
    const m = { rule: 'credentialRequired' } as const;
    throw invalid(
      m,
      missing.map((k) => ruleDetail(['body', 'credentials', k], m)),
    );
  }
  return merged as Credentials;
}

export async function updatePaymentSettings(env: Env, websiteId: number, input: PaymentSettingsInput): Promise<PaymentSettings> {
  const row = await paymentSettingsRow(env.DB, websiteId);
  const next: PaymentSettingsRow = {
    website_id: websiteId,
    provider: input.provider,
    currency: input.currency,
    // A provider without credentials (test, cash on delivery): another provider's stay stored until replaced.
    credentials_provider: row?.credentials_provider ?? null,
    credentials_ciphertext: row?.credentials_ciphertext ?? null,
    iv: row?.iv ?? null,
    key_version: row?.key_version ?? 1,
    hint: row?.hint ?? null,
    // Left out: what is stored (a form of an older dashboard keeps the merchant's choice).
    cod_confirm_hours: input.cod_confirm_hours ?? row?.cod_confirm_hours ?? COD_CONFIRM_HOURS_DEFAULT,
    updated_at: new Date().toISOString(),
  };
  if (needsCredentials(input.provider)) {
    const creds = await mergedCredentials(env, row, input, input.provider);
    const sealed = await sealCredentials(env.PAYMENTS_KEY, websiteId, creds);
    Object.assign(next, {
      credentials_provider: input.provider,
      credentials_ciphertext: sealed.ciphertext,
      iv: sealed.iv,
      key_version: sealed.keyVersion,
      hint: JSON.stringify({ secret_key: hintOf(creds.secret_key), webhook_secret: hintOf(creds.webhook_secret) }),
    });
  }
  await savePaymentSettings(env.DB, next);
  return toDto(env, websiteId, next);
}

/**
 * The store's provider with its credentials decrypted, for checkout, webhooks, the expiry cron and refunds. No row:
 * the test provider in the store's currency. Throws CredentialsUnreadableError when a provider's credentials do not
 * decrypt: the caller answers the shopper that online payment is unavailable (never a 5xx) and the merchant's screen
 * shows `credentials_status: "unreadable"`.
 */
export async function loadProviderSettings(env: Env, websiteId: number): Promise<ProviderSettings> {
  const row = await paymentSettingsRow(env.DB, websiteId);
  if (!row) return { provider: DEFAULT_PAYMENT_PROVIDER, currency: (await storeCurrency(env.DB, websiteId)) ?? 'USD', credentials: null };
  if (!needsCredentials(row.provider)) return { provider: row.provider, currency: row.currency, credentials: null };
  const credentials = await storedCredentials(env, row, row.provider);
  if (!credentials) throw new CredentialsUnreadableError(websiteId);
  return { provider: row.provider, currency: row.currency, credentials };
}
