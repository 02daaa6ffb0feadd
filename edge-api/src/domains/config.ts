// Which custom hostname API this Worker talks to (wrangler.toml's CUSTOM_HOSTNAMES and CLOUDFLARE_* vars), and the
// names that are the platform's own and never a store's.
import { globalFetch, providerTimeout } from '../payments/http';
import type { Bindings } from '../env';
import { LOCAL_SAAS_BASE, localSaasFetch } from './local-saas';
import type { SaasConfig } from './saas-api';

export function saasConfig(env: Bindings): SaasConfig {
  const timeoutMs = providerTimeout(env);
  if (env.CUSTOM_HOSTNAMES === 'local') {
    return { base: LOCAL_SAAS_BASE, zoneId: 'local', token: 'local', fetch: localSaasFetch(env.CONTROL), timeoutMs };
  }
  const token = env.CLOUDFLARE_API_TOKEN ?? '';
  return { base: env.CLOUDFLARE_API_BASE, zoneId: env.CLOUDFLARE_ZONE_ID, token, fetch: globalFetch, timeoutMs };
}

/** The dashboard's hosts, the CNAME target and the target's parent domain (customers.example.com -> example.com). */
export function platformNames(env: Bindings): string[] {
  const target = env.CUSTOM_HOSTNAME_TARGET.toLowerCase();
  const labels = target.split('.');
  const parent = labels.length > 2 ? labels.slice(1).join('.') : target;
  const hosts = env.APP_HOSTS.split(',').map((h) => h.trim().toLowerCase());
  return [...new Set([...hosts, target, parent])].filter(Boolean);
}
