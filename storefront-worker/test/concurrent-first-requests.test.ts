// Issue #32 item 2: shoppers arriving together right after a publish. Each request is its own request context in
// workerd; nothing one of them creates (a promise, a stream, an R2 read) may be awaited by another, or the other is
// cancelled when the first one ends ("A promise was resolved or rejected from a different request context"). Every
// one of these requests must come back whole. Neither workerd under vitest nor `pnpm start` cut a page with the old
// shared promise (the cancellation needs the creating request to end first, which these could not force), so the
// first two tests guard the outcome and the last pins the rule itself: no caller is handed another's promise.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { snapshotContent } from '../src/data/content';
import { createStore, edit, get, publish } from './fixtures';

const SHOPPERS = 40;
const PUBLISHES = 5;

/** A page's status and body, read to the end; a cut stream rejects, a hung one never settles (the test times out). */
async function fetchWhole(path: string, init: RequestInit = {}) {
  const res = await get(path, init);
  return { status: res.status, html: await res.text() };
}

describe('concurrent first requests for a new publication', () => {
  it(`${SHOPPERS} shoppers at once after each of ${PUBLISHES} publishes all get the whole new page`, async () => {
    const s = await createStore({
      title: 'Title 0',
      products: [{ name: 'Lamp' }],
      pages: [{ title: 'About', slug: 'about', published: true, sections: [{ title: 'Story', type: 'text', content: { text: 'x' } }] }],
    });
    let complete = 0;
    let asked = 0;
    for (let round = 1; round <= PUBLISHES; round++) {
      const title = `Title ${round}`;
      await edit(s.id, 'UPDATE websites SET title = ? WHERE id = ?', title, s.id);
      const pub = await publish(s.id);
      const paths = Array.from({ length: SHOPPERS }, (_, i) => `/published/${s.domain}${i % 2 ? '/about' : ''}`);
      const pages = await Promise.allSettled(paths.map((p) => fetchWhole(p)));
      asked += pages.length;
      for (const [i, r] of pages.entries()) {
        const what = `round ${round}, shopper ${i}`;
        expect(r.status, what).toBe('fulfilled');
        if (r.status !== 'fulfilled') continue;
        expect(r.value.status, what).toBe(200);
        expect(r.value.html, what).toContain(`<title>${i % 2 ? 'About' : title}`);
        expect(r.value.html, what).toContain(title);
        expect(r.value.html.trimEnd(), what).toMatch(/<\/html>$/);
        complete++;
      }
      expect(pub.hash).toMatch(/^[0-9a-f]+$/);
    }
    console.log(`concurrent first requests after a publish: ${complete} of ${asked} pages complete`);
    expect(complete).toBe(asked);
  });

  it('the others complete when the shopper who arrived first leaves before the page is sent', async () => {
    const s = await createStore({ title: 'Before' });
    for (let round = 1; round <= PUBLISHES; round++) {
      const title = `Left ${round}`;
      await edit(s.id, 'UPDATE websites SET title = ? WHERE id = ?', title, s.id);
      await publish(s.id);
      // The first request starts the snapshot's read, then its client goes away at once.
      const leaving = new AbortController();
      const first = get(`/published/${s.domain}`, { signal: leaving.signal }).then(
        (r) => r.body?.cancel(),
        () => undefined,
      );
      const others = Array.from({ length: SHOPPERS }, () => fetchWhole(`/published/${s.domain}`));
      leaving.abort();
      await first;
      const pages = await Promise.all(others);
      for (const [i, p] of pages.entries()) {
        expect(p.status, `round ${round}, shopper ${i}`).toBe(200);
        expect(p.html, `round ${round}, shopper ${i}`).toContain(`<title>${title}</title>`);
        expect(p.html.trimEnd(), `round ${round}, shopper ${i}`).toMatch(/<\/html>$/);
      }
    }
  });

  it('keeps no pending read across requests: concurrent first calls each read R2, later calls take the parsed value', async () => {
    const s = await createStore({ title: 'Kept' });
    const pub = await publish(s.id);
    let reads = 0;
    const bucket = {
      get: (key: string) => {
        reads++;
        return env.MEDIA.get(key);
      },
    } as unknown as R2Bucket;
    const first = snapshotContent(bucket, s.id, pub.hash);
    const second = snapshotContent(bucket, s.id, pub.hash);
    // One request's promise handed to another is what workerd cancels: each caller gets a promise of its own.
    expect(second).not.toBe(first);
    const [a, b] = await Promise.all([first, second]);
    expect([a.website.title, b.website.title]).toEqual(['Kept', 'Kept']);
    expect(reads).toBe(2);
    expect((await snapshotContent(bucket, s.id, pub.hash)).website.title).toBe('Kept');
    expect(reads).toBe(2);
  });
});
