// The newsletter: POST /stores/:website_id/newsletter (public, rate-limited) and the owner's
// GET /website/subscribers and GET /website/subscribers/export (CSV).
import { Hono } from 'hono';
import { newsletterSchema, SUBSCRIBERS_PAGE_SIZE, type NewsletterResponse } from '@app/contracts';
import type { AppEnv } from '../env';
import { csvRow } from '../lib/csv';
import { fieldError, readJson, validate } from '../lib/http';
import { requireWebsiteId } from '../lib/owner';
import { limitedStoreWrite, requireStore } from '../lib/public-write';
import { requireAuth } from '../middleware/auth';
import { allSubscribers, listSubscribers, subscribe } from '../db/newsletter';
import { counterKeys, LIMITS } from '../services/counters';
import { pageParams } from './orders';

export const newsletterRoutes = new Hono<AppEnv>();
export const subscriberRoutes = new Hono<AppEnv>();

newsletterRoutes.post('/:website_id/newsletter', async (c) => {
  const websiteId = await limitedStoreWrite(c, (store, client) => [
    [counterKeys.newsletterClient(client), LIMITS.newsletterClient],
    [counterKeys.newsletterStore(store), LIMITS.newsletterStore],
  ]);
  const body = await readJson(c);
  // yup's trim() would throw on an object; any non-text email is simply not an email address.
  if (body.email != null && typeof body.email !== 'string') throw fieldError(['body', 'email'], { rule: 'emailInvalid' });
  const { email } = await validate(newsletterSchema, body);
  await requireStore(c, websiteId);
  // A repeat is ignored and answered the same, so the box does not tell who is subscribed.
  await subscribe(c.env.DB, websiteId, email);
  return c.json<NewsletterResponse>({ subscribed: true });
});

subscriberRoutes.use('/subscribers', requireAuth);
subscriberRoutes.use('/subscribers/*', requireAuth);

subscriberRoutes.get('/subscribers', async (c) => {
  const { page, limit } = await pageParams(c, SUBSCRIBERS_PAGE_SIZE);
  const websiteId = await requireWebsiteId(c);
  return c.json(await listSubscribers(c.env.DB, websiteId, page, limit));
});

subscriberRoutes.get('/subscribers/export', async (c) => {
  const websiteId = await requireWebsiteId(c);
  const parts = [csvRow(['email', 'subscribed_at'])];
  for await (const chunk of allSubscribers(c.env.DB, websiteId)) for (const s of chunk) parts.push(csvRow([s.email, s.created_at]));
  return c.body(parts.join(''), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="subscribers.csv"',
  });
});
