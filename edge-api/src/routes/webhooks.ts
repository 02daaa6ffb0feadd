// POST /payments/webhooks/{provider}/{website_id}: the payment providers' calls (not a client operation, so not in
// the contracts' table: the body is the provider's own, read raw for its signature). Rate-limited per client like
// every public write; a bad signature is 401 and changes nothing (payments/webhook.ts).
import { Hono } from 'hono';
import { WEBHOOK_PATH, type ErrorBody } from '@app/contracts';
import type { AppEnv } from '../env';
import { clientKey } from '../lib/client';
import { counterKeys, enforce, LIMITS } from '../services/counters';
import { isProviderId, receiveWebhook } from '../payments/webhook';

export const webhookRoutes = new Hono<AppEnv>();

const WEBSITE_ID = /^[1-9]\d{0,14}$/;

webhookRoutes.post(`${WEBHOOK_PATH}/:provider/:website_id`, async (c) => {
  const provider = c.req.param('provider');
  const websiteId = c.req.param('website_id');
  if (!isProviderId(provider) || !WEBSITE_ID.test(websiteId)) return c.json<ErrorBody>({ message: 'Not found', code: 'not_found' }, 404);
  await enforce(c.env, [[counterKeys.webhookClient(clientKey(c)), LIMITS.webhookClient]]);
  const rawBody = await c.req.text();
  const result = await receiveWebhook(c.env, provider, Number(websiteId), c.req.raw, rawBody);
  if (result.status === 404) return c.json<ErrorBody>({ message: 'Not found', code: 'not_found' }, 404);
  if (result.status === 401) return c.json<ErrorBody>({ message: 'Invalid signature', code: 'invalid_signature' }, 401);
  return c.json({ received: true, outcome: result.outcome });
});
