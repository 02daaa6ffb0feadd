// The local stand-in for Cloudflare's custom hostname API (`pnpm start`: CUSTOM_HOSTNAMES=local): the client of
// src/domains/saas-api.ts reads its answers unchanged, a hostname stays pending until the dev route "sees" its DNS
// records, and a deleted one is gone.
import { describe, expect, it } from 'vitest';
import { LOCAL_SAAS_BASE, localSaasFetch } from '../src/domains/local-saas';
import { createHostname, deleteHostname, DUPLICATE_HOSTNAME, getHostname, SaasError, type SaasConfig } from '../src/domains/saas-api';
import { api, env, unique } from './helpers';

const cfg = (): SaasConfig => ({
  base: LOCAL_SAAS_BASE,
  zoneId: 'local',
  token: 'local',
  fetch: localSaasFetch(env.CONTROL),
  timeoutMs: 1500,
});

describe('local custom hostname stand-in', () => {
  it('registers, stays pending until the dev route activates it, refuses a duplicate and deletes', async () => {
    const hostname = `${unique('local')}.example.com`;
    const created = await createHostname(cfg(), hostname);
    expect(created).toMatchObject({ hostname, status: 'pending', sslStatus: 'pending_validation' });
    expect(created.records[0]).toEqual({ type: 'TXT', name: `_cf-custom-hostname.${hostname}`, value: created.id });
    expect((await getHostname(cfg(), created.id)).status).toBe('pending');
    const dup = await createHostname(cfg(), hostname).catch((e: unknown) => e);
    expect(dup).toBeInstanceOf(SaasError);
    expect((dup as SaasError).codes).toContain(DUPLICATE_HOSTNAME);

    const res = await api('/__dev/custom-hostnames/activate', { method: 'POST', json: { hostname: hostname.toUpperCase() } });
    expect(res.status).toBe(204);
    expect(await getHostname(cfg(), created.id)).toMatchObject({ status: 'active', sslStatus: 'active', errors: [] });
    expect((await api('/__dev/custom-hostnames/activate', { method: 'POST', json: { hostname: 'none.example.com' } })).status).toBe(404);

    await deleteHostname(cfg(), created.id);
    const gone = await getHostname(cfg(), created.id).catch((e: unknown) => e);
    expect((gone as SaasError).status).toBe(404);
    // Deleting what is already gone is not an error.
    await expect(deleteHostname(cfg(), created.id)).resolves.toBeUndefined();
  });
});
