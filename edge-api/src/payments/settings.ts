// A store's payment settings (DESIGN §18): the merchant's view (hints only) and write, and the decrypted settings the
// payments core asks for (loadProviderSettings). Credentials are sealed with PAYMENTS_KEY (credentials-crypto.ts).
import {
  COD_CONFIRM_HOURS_DEFAULT,
  credentialProviders,
  DEFAULT_PAYMENT_PROVIDER,
  enabledProviders,
  HINT_LENGTH,
  inTestMode,
  isPaymentProvider,
  needsCredentials,
  webhookPath,
  type CredentialProvider,
  type PaymentProviderId,
  type PaymentSettings,
  type PaymentSettingsInput,
} from '@app/contracts';
import type { DataEnv } from '@app/db';
import type { Bindings } from '../env';
import { shardOfStore } from '../lib/store-db';
import { invalid, ruleDetail } from '../lib/http';
import { paymentSettingsRow, savePaymentSettings, storeCurrency, type PaymentSettingsRow } from '../db/payment-settings';
import { CredentialsUnreadableError, openCredentials, sealCredentials, type Credentials } from './credentials-crypto';
import { checkCredentials } from './key-check';

export { CredentialsUnreadableError } from './credentials-crypto';

// A store's settings are rows of its shard (the directory says which).
type Env = DataEnv & Pick<Bindings, 'PAYMENTS_KEY' | 'STRIPE_API_BASE' | 'CHAPA_API_BASE' | 'PROVIDER_TIMEOUT_MS'>;

const hintOf = (s: string) => s.slice(-HINT_LENGTH);
/** Where each provider with an account of the merchant's sends this store's webhooks. */
const webhookPaths = (websiteId: number) =>
  Object.fromEntries(credentialProviders().map((p) => [p, webhookPath(p, websiteId)])) as Record<CredentialProvider, string>;

/**
 * The row's enabled providers: its JSON list (known ids only), else its single provider (a row the migration has not
 * seen cannot exist, but a hand-edited one should still take payments as it did).
 */
export function providersOf(row: Pick<PaymentSettingsRow, 'provider' | 'providers'>): PaymentProviderId[] {
  let list: unknown;
  try {
    list = JSON.parse(row.providers ?? '[]');
  } catch {
    list = [];
  }
  const known = Array.isArray(list) ? list.filter(isPaymentProvider) : [];
  return known.length ? known : [row.provider];
}

/** The enabled provider with an account of the merchant's (Stripe or Chapa), if any. */
const accountOf = (providers: readonly PaymentProviderId[]) => providers.find(needsCredentials) ?? null;

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
    const currency = (await storeCurrency(await shardOfStore(env, websiteId), websiteId)) ?? 'USD';
    return {
      provider: DEFAULT_PAYMENT_PROVIDER,
      providers: [DEFAULT_PAYMENT_PROVIDER],
      test_mode: inTestMode([DEFAULT_PAYMENT_PROVIDER]),
      currency,
      credentials: null,
      credentials_status: 'none',
      webhook_paths: webhookPaths(websiteId),
      cod_confirm_hours: COD_CONFIRM_HOURS_DEFAULT,
      updated_at: null,
    };
  }
  const providers = providersOf(row);
  const account = accountOf(providers);
  let status: PaymentSettings['credentials_status'] = 'none';
  try {
    if (account && (await storedCredentials(env, row, account))) status = 'stored';
  } catch (err) {
    if (!(err instanceof CredentialsUnreadableError)) throw err;
    status = 'unreadable';
  }
  const hint = status === 'stored' ? hintsOf(row.hint) : null;
  const unchecked = status === 'stored' && row.credentials_provider === account && Boolean(row.key_unchecked);
  return {
    provider: providers[0]!,
    providers,
    test_mode: inTestMode(providers),
    currency: row.currency,
    credentials: hint && { secret_key_hint: hint.secret_key, webhook_secret_hint: hint.webhook_secret },
    credentials_status: status,
    webhook_paths: webhookPaths(websiteId),
    cod_confirm_hours: row.cod_confirm_hours ?? COD_CONFIRM_HOURS_DEFAULT,
    updated_at: row.updated_at,
    ...(unchecked && { key_unchecked: true }),
  };
}

export async function readPaymentSettings(env: Env, websiteId: number): Promise<PaymentSettings> {
  return toDto(env, websiteId, await paymentSettingsRow(await shardOfStore(env, websiteId), websiteId));
}

/** New fields over the stored ones (unreadable stored ones count as none); 400 at each field still missing. */
async function mergedCredentials(env: Env, row: PaymentSettingsRow | null, input: PaymentSettingsInput, provider: CredentialProvider) {
  const stored = await readable(storedCredentials(env, row, provider));
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
  const row = await paymentSettingsRow(await shardOfStore(env, websiteId), websiteId);
  const providers = enabledProviders(input);
  const next: PaymentSettingsRow = {
    website_id: websiteId,
    provider: providers[0]!,
    providers: JSON.stringify(providers),
    currency: input.currency,
    // Providers without credentials (test, cash on delivery): another provider's stay stored until replaced.
    credentials_provider: row?.credentials_provider ?? null,
    credentials_ciphertext: row?.credentials_ciphertext ?? null,
    iv: row?.iv ?? null,
    key_version: row?.key_version ?? 1,
    hint: row?.hint ?? null,
    key_unchecked: row?.key_unchecked ?? 0,
    // Left out: what is stored (a form of an older dashboard keeps the merchant's choice).
    cod_confirm_hours: input.cod_confirm_hours ?? row?.cod_confirm_hours ?? COD_CONFIRM_HOURS_DEFAULT,
    updated_at: new Date().toISOString(),
  };
  const account = accountOf(providers);
  if (account) {
    const creds = await mergedCredentials(env, row, input, account);
    // A newly entered secret key is tried on the provider before it is kept (400 at the field when refused; kept with
    // key_unchecked when the provider could not be asked), and so is a stored one that could not be checked then.
    const storedUnchecked = Boolean(row?.key_unchecked) && row?.credentials_provider === account;
    if (input.credentials?.secret_key || storedUnchecked) {
      next.key_unchecked = (await checkCredentials(env, account, creds)) === 'unchecked' ? 1 : 0;
    }
    const sealed = await sealCredentials(env.PAYMENTS_KEY, websiteId, creds);
    Object.assign(next, {
      credentials_provider: account,
      credentials_ciphertext: sealed.ciphertext,
      iv: sealed.iv,
      key_version: sealed.keyVersion,
      hint: JSON.stringify({ secret_key: hintOf(creds.secret_key), webhook_secret: hintOf(creds.webhook_secret) }),
    });
  }
  await savePaymentSettings(await shardOfStore(env, websiteId), next);
  return toDto(env, websiteId, next);
}

/** A store's enabled providers, its currency, and the credentials of the one with an account (decrypted). */
export interface StoreSettings {
  providers: PaymentProviderId[];
  currency: string;
  /** Of the enabled provider with an account; null: none enabled, or (`unreadable`) they no longer decrypt. */
  credentials: Credentials | null;
  /** True when the enabled account's credentials are stored but do not decrypt (PAYMENTS_KEY changed). */
  unreadable: boolean;
}

/**
 * The store's settings for checkout: no row is the test provider in the store's currency. Credentials that do not
 * decrypt leave that provider out (`unreadable`): the others are still offered, never the test provider in its place.
 */
export async function loadStoreSettings(env: Env, websiteId: number): Promise<StoreSettings> {
  const row = await paymentSettingsRow(await shardOfStore(env, websiteId), websiteId);
  if (!row) {
    const currency = (await storeCurrency(await shardOfStore(env, websiteId), websiteId)) ?? 'USD';
    return { providers: [DEFAULT_PAYMENT_PROVIDER], currency, credentials: null, unreadable: false };
  }
  const providers = providersOf(row);
  const account = accountOf(providers);
  const credentials = account ? await readable(storedCredentials(env, row, account)) : null;
  return { providers, currency: row.currency, credentials, unreadable: Boolean(account && !credentials) };
}

/** Null for credentials that do not decrypt (the merchant's screen says `unreadable`); other errors still throw. */
const readable = (p: Promise<Credentials | null>) =>
  p.catch((err: unknown) => {
    if (err instanceof CredentialsUnreadableError) return null;
    throw err;
  });

/**
 * The stored credentials of `provider`, enabled now or not (an order placed with it is still refunded and its webhooks
 * checked with them). Null: none stored for it, or they no longer decrypt.
 */
export async function providerCredentials(env: Env, websiteId: number, provider: string): Promise<Credentials | null> {
  return readable(storedCredentials(env, await paymentSettingsRow(await shardOfStore(env, websiteId), websiteId), provider));
}
