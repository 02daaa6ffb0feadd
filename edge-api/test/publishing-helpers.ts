// Helpers of the publishing tests: calls as the merchant, and the draft edits they publish.
import type { PublishingState } from '@app/contracts';
import { api, shardOf } from './helpers';

export const call = (token: string, path: string, method = 'GET', json?: unknown) =>
  api(path, { method, token, ...(json !== undefined && { json }) });

export async function state(token: string): Promise<PublishingState> {
  const res = await call(token, '/website/publishing');
  if (res.status !== 200) throw new Error(`publishing ${res.status} ${await res.text()}`);
  return res.json();
}

export async function publish(token: string, json: unknown = {}) {
  const res = await call(token, '/website/publish', 'POST', json);
  return { status: res.status, body: (await res.json()) as { publication: { id: number; hash: string }; scheduled_at?: string } };
}

export const setTitle = async (websiteId: number, title: string) =>
  (await shardOf(websiteId)).prepare('UPDATE websites SET title = ? WHERE id = ?').bind(title, websiteId).run();

export const liveId = async (websiteId: number) =>
  (await (
    await shardOf(websiteId)
  )
    .prepare('SELECT live_publication_id AS id FROM websites WHERE id = ?')
    .bind(websiteId)
    .first<{ id: number | null }>())!.id;

export const titleOf = async (websiteId: number) =>
  (await (await shardOf(websiteId)).prepare('SELECT title FROM websites WHERE id = ?').bind(websiteId).first<{ title: string }>())!.title;
