// DESIGN §11's publishing row on a store of 50 pages x 6 sections, inside workerd with local D1 and R2: a check that
// publish, rollback and restore stay well within the budget (pnpm bench measures the medians on the real stack).
import { contentHash } from '@app/contracts';
import { readStoreContent } from '@app/db';
import { describe, expect, it } from 'vitest';
import { merchantWithWebsiteFixture } from './fixtures';
import { shardOf } from './helpers';
import { call, publish, state } from './publishing-helpers';

async function bigStore(websiteId: number) {
  const db = await shardOf(websiteId);
  const pages = Array.from({ length: 50 }, (_, i) =>
    db
      .prepare('INSERT INTO pages (website_id, title, slug, is_published) VALUES (?, ?, ?, 1) RETURNING id')
      .bind(websiteId, `Page ${i}`, `big-${i}`),
  );
  const ids = (await db.batch<{ id: number }>(pages)).map((r) => r.results[0].id);
  const content = JSON.stringify({ text: 'Lorem ipsum dolor sit amet '.repeat(20) });
  await db.batch(
    ids.flatMap((pageId) =>
      Array.from({ length: 6 }, (_, order) =>
        db
          .prepare(`INSERT INTO sections (website_id, page_id, title, type, content, sort_order) VALUES (?, ?, ?, 'text', ?, ?)`)
          .bind(websiteId, pageId, `Section ${order}`, content, order),
      ),
    ),
  );
}

const timed = async <T>(f: () => Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const r = await f();
  return [r, performance.now() - t];
};

describe('a store of 50 pages x 6 sections', () => {
  it('publishes in under 2 s, rolls back in under 1 s and restores in one batch', async () => {
    const m = await merchantWithWebsiteFixture();
    const first = (await state(m.token)).live!.id;
    await bigStore(m.websiteId);
    expect((await state(m.token)).changes.length).toBe(50 + 300);
    const [p, publishMs] = await timed(() => publish(m.token));
    expect(p.status).toBe(201);
    const [back, rollbackMs] = await timed(() => call(m.token, `/website/publications/${first}/rollback`, 'POST'));
    expect(back.status).toBe(200);
    const [restored, restoreMs] = await timed(() => call(m.token, `/website/publications/${p.body.publication.id}/restore`, 'POST'));
    expect(restored.status).toBe(200);
    console.log(`publish ${publishMs.toFixed(0)} ms, rollback ${rollbackMs.toFixed(0)} ms, restore ${restoreMs.toFixed(0)} ms`);
    expect(publishMs).toBeLessThan(2000);
    expect(rollbackMs).toBeLessThan(1000);
    // The draft is now exactly that publication's content.
    expect(await contentHash((await readStoreContent(m.db, m.websiteId))!)).toBe(p.body.publication.hash);
  });
});
