// The newsletter: POST /stores/:website_id/newsletter (public, rate-limited) and the owner's
// GET /website/subscribers and GET /website/subscribers/export (CSV).
import { Hono } from 'hono';
import { isEmail, NEWSLETTER_PER_CLIENT_WHEN_BUSY, ops, type NewsletterResponse } from '@app/contracts';
import type { AppEnv } from '../env';
import { csvRow } from '../lib/csv';
import { fieldError, readJson } from '../lib/http';
import { body, query, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';
import { limitedStoreWrite } from '../lib/public-write';
import { allSubscribers, listSubscribers, subscribe } from '../db/newsletter';
import { counterKeys, LIMITS } from '../services/counters';

export const newsletterRoutes = new Hono<AppEnv>();
export const subscriberRoutes = new Hono<AppEnv>();

route(newsletterRoutes, ops.newsletter, async (c) => {
  const { websiteId, admit, spend, store } = await limitedStoreWrite(c, ops.newsletter, (store, client) => ({
    client: [counterKeys.newsletterClient(client), LIMITS.newsletterClient],
    store: [counterKeys.newsletterStore(store), LIMITS.newsletterStore],
    busyMax: NEWSLETTER_PER_CLIENT_WHEN_BUSY,
  }));
  const raw = await readJson(c);
  // yup's trim() would throw on an object; any non-text email is simply not an email address.
  if (raw.email != null && typeof raw.email !== 'string') throw fieldError(['body', 'email'], { rule: 'emailInvalid' });
  const { email } = await body(ops.newsletter, raw);
  // A name@host without a dotted domain reaches no mailbox: junk, refused before it counts against the store (#32).
  if (!isEmail(email)) throw fieldError(['body', 'email'], { rule: 'emailInvalid' });
  const { db } = await store();
  await admit();
  // A repeat is ignored and answered the same, so the box does not tell who is subscribed. Only a new subscriber
  // counts against the store: junk (invalid, repeated) costs the client alone.
  if (await subscribe(db, websiteId, email)) await spend();
  return c.json<NewsletterResponse>({ subscribed: true });
});

route(subscriberRoutes, ops.subscribers, async (c) => {
  const { page, limit } = await query(c, ops.subscribers);
  const store = await requireStore(c);
  return c.json(await listSubscribers(store.db, store.id, page, limit));
});

route(subscriberRoutes, ops.subscribersExport, async (c) => {
  const store = await requireStore(c);
  const parts = [csvRow(['email', 'subscribed_at'])];
  for await (const chunk of allSubscribers(store.db, store.id)) for (const s of chunk) parts.push(csvRow([s.email, s.created_at]));
  return c.body(parts.join(''), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="subscribers.csv"',
  });
});
