// The store's verified custom domain (#35 item 7, DESIGN §20): the owner adds a hostname, which is registered with
// Cloudflare for SaaS; the answer carries the DNS records to create (a CNAME to our target, Cloudflare's TXT
// ownership record and certificate TXT) and the status, which the builder refreshes until it is active. The
// storefront serves a Host only when its row is active (storefront-worker data/store-row.ts). Creating and
// refreshing are rate-limited per store: each is a call to Cloudflare's API.
import { CUSTOM_HOSTNAMES_PER_STORE, isPlatformHostname, type CustomHostnameAnswer } from '@app/contracts/custom-hostnames';
import { ERROR_TEXT, ops } from '@app/contracts';
import { Hono } from 'hono';
import {
  claimHostname,
  deleteHostnameRow,
  findHostname,
  markHostnameDeleting,
  saveHostnameState,
  type HostnameRow,
} from '../db/custom-hostnames';
import { saasConfig, platformNames } from '../domains/config';
import { createHostname, deleteHostname, DUPLICATE_HOSTNAME, getHostname, SaasError } from '../domains/saas-api';
import type { AppEnv, Bindings } from '../env';
import { ApiError, conflict, notFound } from '../errors';
import { invalid, optionalJson, readJson, ruleDetail } from '../lib/http';
import { body, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';
import { nowIso } from '../lib/time';
import { counterKeys, enforce, LIMITS } from '../services/counters';

export const customHostnameRoutes = new Hono<AppEnv>();

const HOSTNAME_LOC = ['body', 'hostname'];
const hostnameNotFound = () => notFound(ERROR_TEXT.hostname_not_found, 'hostname_not_found');
const taken = () => conflict(ERROR_TEXT.hostname_taken, 'hostname_taken', [{ loc: HOSTNAME_LOC, msg: ERROR_TEXT.hostname_taken }]);

/** Cloudflare unreachable, timed out or failing: nothing changed on our side; the merchant tries again. */
function unavailable(err: unknown): ApiError {
  console.error('custom hostnames:', err);
  return new ApiError(503, 'hostname_unavailable', ERROR_TEXT.hostname_unavailable, undefined, { 'Retry-After': '60' });
}

function answer(env: Bindings, row: HostnameRow | null): CustomHostnameAnswer {
  const target = env.CUSTOM_HOSTNAME_TARGET;
  if (!row) return { target, hostname: null };
  const { hostname, status, ssl_status, errors, created_at, checked_at } = row;
  const records = [{ type: 'CNAME' as const, name: hostname, value: target }, ...row.records];
  return { target, hostname: { hostname, status, ssl_status, records, errors, created_at, checked_at } };
}

route(customHostnameRoutes, ops.customHostnameGet, async (c) => {
  const { id } = await requireStore(c);
  return c.json(answer(c.env, await findHostname(c.env.CONTROL, id)));
});

route(customHostnameRoutes, ops.customHostnameCreate, async (c) => {
  const websiteId = (await requireStore(c)).id;
  const { hostname } = await body(ops.customHostnameCreate, await readJson(c));
  if (isPlatformHostname(hostname, platformNames(c.env))) {
    throw invalid({ rule: 'hostnamePlatform' }, [ruleDetail(HOSTNAME_LOC, { rule: 'hostnamePlatform' })]);
  }
  await enforce(c.env, [[counterKeys.hostnameCreate(websiteId), LIMITS.hostnameCreate]]);
  const claim = await claimHostname(c.env.CONTROL, websiteId, hostname, CUSTOM_HOSTNAMES_PER_STORE);
  if (claim === 'limit') throw conflict(ERROR_TEXT.hostname_exists, 'hostname_exists');
  if (claim === 'taken') throw taken();
  const row = (await findHostname(c.env.CONTROL, websiteId))!;
  try {
    await saveHostnameState(c.env.CONTROL, websiteId, row.id, await createHostname(saasConfig(c.env), hostname), nowIso());
  } catch (err) {
    // Nothing registered: the claim goes, so the name is free again (for this store's next try too).
    await deleteHostnameRow(c.env.CONTROL, websiteId, row.id);
    if (err instanceof SaasError && err.codes.includes(DUPLICATE_HOSTNAME)) throw taken();
    throw unavailable(err);
  }
  return c.json(answer(c.env, await findHostname(c.env.CONTROL, websiteId)), 201);
});

route(customHostnameRoutes, ops.customHostnameRefresh, async (c) => {
  await body(ops.customHostnameRefresh, await optionalJson(c));
  const websiteId = (await requireStore(c)).id;
  const row = await findHostname(c.env.CONTROL, websiteId);
  if (!row?.cf_id || row.status === 'pending_deletion') throw hostnameNotFound();
  await enforce(c.env, [[counterKeys.hostnameRefresh(websiteId), LIMITS.hostnameRefresh]]);
  try {
    await saveHostnameState(c.env.CONTROL, websiteId, row.id, await getHostname(saasConfig(c.env), row.cf_id), nowIso());
  } catch (err) {
    // Deleted at Cloudflare behind our back (its dashboard, support): not served any more, and the merchant is told.
    if (!(err instanceof SaasError && err.status === 404)) throw unavailable(err);
    const gone = { id: row.cf_id, hostname: row.hostname, status: 'deleted' as const, sslStatus: null, records: [], errors: [] };
    await saveHostnameState(c.env.CONTROL, websiteId, row.id, gone, nowIso());
  }
  return c.json(answer(c.env, await findHostname(c.env.CONTROL, websiteId)));
});

route(customHostnameRoutes, ops.customHostnameDelete, async (c) => {
  const websiteId = (await requireStore(c)).id;
  const row = await findHostname(c.env.CONTROL, websiteId);
  if (!row) throw hostnameNotFound();
  // Not served from this moment, whatever Cloudflare answers; when it cannot be reached the row stays (not served)
  // and a second Remove deletes it there.
  await markHostnameDeleting(c.env.CONTROL, websiteId, row.id);
  if (row.cf_id) {
    try {
      await deleteHostname(saasConfig(c.env), row.cf_id);
    } catch (err) {
      throw unavailable(err);
    }
  }
  await deleteHostnameRow(c.env.CONTROL, websiteId, row.id);
  return c.body(null, 204);
});
