// Contact forms: POST /stores/:website_id/contact (public, rate-limited) and the owner's inbox under /website/messages
// (list, unread count, mark read, delete).
import { Hono } from 'hono';
import {
  CONTACT_FIELD_MAX,
  CONTACT_PER_CLIENT_WHEN_BUSY,
  contactEmailSchema,
  contactSectionIdSchema,
  ops,
  type ContactResponse,
  type UnreadCount,
} from '@app/contracts';
import { publicStoreById } from '@app/db';
import type { AppEnv, Ctx } from '../env';
import { ApiError } from '../errors';
import { fieldError, readJson, validate } from '../lib/http';
import { body, idParam, query, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';
import { limitedStoreWrite } from '../lib/public-write';
import { deleteMessage, insertMessage, listMessages, publishedFormSection, setRead, unreadCount } from '../db/messages';
import { counterKeys, LIMITS } from '../services/counters';

export const contactRoutes = new Hono<AppEnv>();
export const inboxRoutes = new Hono<AppEnv>();

const sectionNotFound = () => new ApiError(404, 'section_not_found', 'Section not found');
const messageNotFound = () => new ApiError(404, 'message_not_found', 'Message not found');

/** The submitted values, checked against the section's own keys: each one text of at most CONTACT_FIELD_MAX. */
function readFields(raw: unknown, keys: string[]): Record<string, string> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw fieldError(['body', 'fields'], { rule: 'allBlank' });
  const fields: Record<string, string> = Object.fromEntries(keys.map((k) => [k, '']));
  for (const [key, value] of Object.entries(raw)) {
    const loc = ['body', 'fields', key];
    if (!keys.includes(key)) throw fieldError(loc, { rule: 'fieldUnknown' });
    if (typeof value !== 'string') throw fieldError(loc, { rule: 'fieldNotText' });
    if (value.length > CONTACT_FIELD_MAX) throw fieldError(loc, { rule: 'fieldTooLong', params: { max: CONTACT_FIELD_MAX } });
    fields[key] = value.trim();
  }
  if (keys.length && Object.values(fields).every((v) => v === '')) throw fieldError(['body', 'fields', keys[0]], { rule: 'allBlank' });
  return fields;
}

route(contactRoutes, ops.contact, async (c) => {
  const { websiteId, admit, spend } = await limitedStoreWrite(c, ops.contact, (store, client) => ({
    client: [counterKeys.contactClient(client), LIMITS.contactClient],
    store: [counterKeys.contactStore(store), LIMITS.contactStore],
    busyMax: CONTACT_PER_CLIENT_WHEN_BUSY,
  }));
  const raw = await readJson(c);
  // The contract's section_id rule; a section that is not a positive integer is as unknown as a missing one.
  const sectionId = raw.section_id;
  if (!contactSectionIdSchema.isValidSync(sectionId)) throw sectionNotFound();
  // A store the directory does not list has no sections: the same 404 as another store's section.
  const store = await publicStoreById(c.env, websiteId);
  const section = store && (await publishedFormSection(store.db, websiteId, sectionId as number));
  if (!store || !section || section.keys.length === 0) throw sectionNotFound();
  const fields = readFields(raw.fields, section.keys);
  const { email } = await validate(contactEmailSchema, { email: raw.email });
  // Only a message the store keeps counts against its budget; a refused one cost the client alone.
  await admit();
  await insertMessage(store.db, websiteId, section, fields, email);
  await spend();
  return c.json<ContactResponse>({ received: true }, 201);
});

route(inboxRoutes, ops.messages, async (c) => {
  const { page, limit } = await query(c, ops.messages);
  const store = await requireStore(c);
  return c.json(await listMessages(store.db, store.id, page, limit));
});

route(inboxRoutes, ops.unreadMessages, async (c) => {
  const store = await requireStore(c);
  return c.json<UnreadCount>({ unread: await unreadCount(store.db, store.id) });
});

/** A message id from the path: anything that is not a positive integer is as unknown as another store's id. */
const messageId = (c: Ctx) => idParam(c, ops.messageSetRead, 'message_id', messageNotFound);

route(inboxRoutes, ops.messageSetRead, async (c) => {
  const id = messageId(c);
  const { read } = await body(ops.messageSetRead, await readJson(c));
  const store = await requireStore(c);
  const message = await setRead(store.db, store.id, id, read);
  if (!message) throw messageNotFound();
  return c.json(message);
});

route(inboxRoutes, ops.messageDelete, async (c) => {
  const id = messageId(c);
  const store = await requireStore(c);
  if (!(await deleteMessage(store.db, store.id, id))) throw messageNotFound();
  return c.body(null, 204);
});
