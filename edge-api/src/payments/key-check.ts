// Keys are tried when they are saved (#34 item 3): a secret key the provider refuses is said at the secret key's field
// (400) and nothing is kept, rather than found out by the first shopper. A provider we cannot reach to ask (no
// network, as on a local server, a timeout, an outage: 5xx, 429) must not block the merchant: the settings are kept and
// the answer says the key could not be checked yet. Each provider's server half names the call its API documents for
// that (Stripe's balance, Chapa's bank list).
import { paymentProvider } from '@app/contracts';
import { fieldError } from '../lib/http';
import type { Credentials } from './credentials-crypto';
import { ProviderError } from './http';
import type { ProviderApiEnv } from './provider';
import { providerServer } from './providers';

/**
 * 'checked' when the provider took the key (or has no check), 'unchecked' when it could not be asked; throws 400 at
 * body.credentials.secret_key when it refused the key.
 */
export async function checkCredentials(env: ProviderApiEnv, provider: string, creds: Credentials): Promise<'checked' | 'unchecked'> {
  const check = providerServer(provider)?.checkKey;
  if (!check) return 'checked';
  try {
    await check(env, creds.secret_key);
    return 'checked';
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    // 401/403: the provider answered and refused the key (Stripe's and Chapa's documented answer to an unknown key).
    if (err.status !== 401 && err.status !== 403) return 'unchecked';
    const params = { provider: paymentProvider(provider)?.brand ?? provider };
    throw fieldError(['body', 'credentials', 'secret_key'], { rule: 'credentialRejected', params });
  }
}
