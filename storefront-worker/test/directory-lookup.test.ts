// The store directory in front of every lookup (DESIGN §20, #35 item 2): the storefront finds a store by its path
// name, its number or its verified custom hostname in CONTROL (one query, by an index), then reads its rows from the
// shard the directory names. A store the directory does not list, or one on a shard this Worker does not bind, is
// "website not found" (404), never an error, whatever its shard still holds.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createStore, page, unique } from './fixtures';
import { readRows } from './rows-read';

/** The store's three public addresses: path name, number and (its verified hostname as) Host. */
async function storeEverywhere() {
  const host = `${unique('dir')}.example.com`;
  const s = await createStore({ title: 'Directory Shop', customHost: host });
  const addresses: [string, { host?: string }][] = [
    [`/published/${s.domain}`, {}],
    [`/published-store/${s.id}`, {}],
    ['/', { host }],
  ];
  return { ...s, addresses };
}

describe('the directory names the store and its shard', () => {
  it('a store whose directory row is gone is not found at any address, though its shard still holds it', async () => {
    const s = await storeEverywhere();
    for (const [path, init] of s.addresses) expect((await page(path, init)).res.status, path).toBe(200);
    await env.CONTROL.prepare('DELETE FROM stores WHERE id = ?').bind(s.id).run();
    for (const [path, init] of s.addresses) {
      const { res, html } = await page(path, init);
      expect(res.status, path).toBe(404);
      expect(html, path).not.toContain('Directory Shop');
    }
    expect(await s.db.prepare('SELECT title FROM websites WHERE id = ?').bind(s.id).first('title')).toBe('Directory Shop');
  });

  it('a store on a shard this Worker does not bind is not found (404, not an error)', async () => {
    const s = await storeEverywhere();
    await env.CONTROL.prepare(`UPDATE stores SET shard = 'SHARD_UNBOUND' WHERE id = ?`).bind(s.id).run();
    for (const [path, init] of s.addresses) expect((await page(path, init)).res.status, path).toBe(404);
  });

  it('a store listed but missing from its shard is not found', async () => {
    const s = await storeEverywhere();
    await s.db.prepare('DELETE FROM websites WHERE id = ?').bind(s.id).run();
    for (const [path, init] of s.addresses) expect((await page(path, init)).res.status, path).toBe(404);
  });

  it('one CONTROL query per request, by an index, then the page from the shard alone', async () => {
    const s = await storeEverywhere();
    for (const [path, init] of s.addresses) {
      const r = await readRows(path, init);
      expect(r.res.status, path).toBe(200);
      const control = r.statements.filter((st) => st.db === 'CONTROL');
      expect(control, path).toHaveLength(1);
      // The store's row (and for a Host its hostname's row): no scan.
      expect(control[0]!.rowsRead, path).toBeLessThanOrEqual(2);
      expect(r.statements.filter((st) => st.db !== 'CONTROL').length, path).toBeGreaterThan(0);
    }
  });

  it('an unknown name or number is one CONTROL query and no shard read', async () => {
    for (const path of [`/published/${unique('nobody')}`, '/published-store/987654321']) {
      const r = await readRows(path);
      expect(r.res.status, path).toBe(404);
      expect(
        r.statements.map((st) => st.db),
        path,
      ).toEqual(['CONTROL']);
    }
  });
});
