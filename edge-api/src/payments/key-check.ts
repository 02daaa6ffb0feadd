// Keys are tried when they are saved (#34 item 3): a secret key the provider refuses, or a provider we cannot reach to
// ask, is said at the secret key's field (400) and nothing is kept, rather than found out by the first shopper. Each
// provider's server half names the call its API documents for that (Stripe's balance, Chapa's bank list).
import { paymentProvider } from '@app/contracts';
import { fieldError } from '../lib/http';
import type { Credentials } from './credentials-crypto';
import { ProviderError } from './http';
import type { ProviderApiEnv } from './provider';
import { providerServer } from './providers';

/** Resolves when the provider takes the key; throws 400 at body.credentials.secret_key when it does not. */
export async function checkCredentials(env: ProviderApiEnv, provider: string, creds: Credentials) {
  const check = providerServer(provider)?.checkKey;
  if (!check) return;
  try {
    await check(env, creds.secret_key);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    // 401/403: the provider answered and refused the key; anything else (network, 5xx, 429): it could not say.
    const rejected = err.status === 401 || err.status === 403;
    const params = { provider: paymentProvider(provider)?.brand ?? provider };
    throw fieldError(['body', 'credentials', 'secret_key'], { rule: rejected ? 'credentialRejected' : 'providerUnreachable', params });
  }
}
