// Helpers of the translation tests (DESIGN §16): the merchant's calls and the draft rows they translate.
import type { StoreLocales, TranslationItem, TranslationList } from '@app/contracts';
import { merchantWithWebsiteFixture } from './fixtures';
import { api, shardOf } from './helpers';

export const call = (token: string, path: string, method = 'GET', json?: unknown) =>
  api(path, { method, token, ...(json !== undefined && { json }) });

export async function setLocales(token: string, json: StoreLocales | Record<string, unknown>) {
  const res = await call(token, '/website/locales', 'PUT', json);
  return { status: res.status, body: (await res.json()) as StoreLocales & { code?: string } };
}

export async function list(token: string, qs: string): Promise<TranslationList> {
  const res = await call(token, `/website/translations?${qs}`);
  if (res.status !== 200) throw new Error(`list ${res.status} ${await res.text()}`);
  return res.json();
}

export async function put(token: string, path: string, fields: unknown) {
  const res = await call(token, `/website/translations/${path}`, 'PUT', { fields });
  return {
    status: res.status,
    body: (await res.json()) as TranslationItem & { code?: string; detail?: { loc: string[]; rule?: string }[] },
  };
}

export const firstPageId = async (websiteId: number) =>
  (await (
    await shardOf(websiteId)
  )
    .prepare('SELECT id FROM pages WHERE website_id = ? ORDER BY id LIMIT 1')
    .bind(websiteId)
    .first<{ id: number }>())!.id;

export async function sectionOf(websiteId: number, pageId: number, type: 'text' | 'form', content: Record<string, string>) {
  const row = await (
    await shardOf(websiteId)
  )
    .prepare(`INSERT INTO sections (website_id, page_id, title, type, content, sort_order) VALUES (?, ?, 'Intro', ?, ?, 0) RETURNING id`)
    .bind(websiteId, pageId, type, JSON.stringify(content))
    .first<{ id: number }>();
  return row!.id;
}

/** A merchant whose store offers Spanish and Amharic besides English. */
export async function translatingMerchant() {
  const m = await merchantWithWebsiteFixture();
  const res = await setLocales(m.token, { default: 'en', enabled: ['es', 'am'] });
  if (res.status !== 200) throw new Error(`locales ${res.status}`);
  return m;
}

export const translationCount = async (websiteId: number) =>
  (await (
    await shardOf(websiteId)
  )
    .prepare('SELECT count(*) AS n FROM translations WHERE website_id = ?')
    .bind(websiteId)
    .first<{ n: number }>())!.n;
