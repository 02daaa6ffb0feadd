// The owner's payment settings (DESIGN §18): GET|PUT /website/payments, always the session's own website (there is
// no id to guess: another merchant's settings cannot be named). Logic in payments/settings.ts.
import { Hono } from 'hono';
import { ops } from '@app/contracts';
import type { AppEnv } from '../env';
import { readJson } from '../lib/http';
import { body, route } from '../lib/operations';
import { requireWebsiteId } from '../lib/own-website';
import { readPaymentSettings, updatePaymentSettings } from '../payments/settings';

export const paymentSettingsRoutes = new Hono<AppEnv>();

route(paymentSettingsRoutes, ops.paymentSettingsGet, async (c) => {
  return c.json(await readPaymentSettings(c.env, await requireWebsiteId(c)));
});

route(paymentSettingsRoutes, ops.paymentSettingsUpdate, async (c) => {
  const websiteId = await requireWebsiteId(c);
  const input = await body(ops.paymentSettingsUpdate, await readJson(c));
  return c.json(await updatePaymentSettings(c.env, websiteId, input));
});
