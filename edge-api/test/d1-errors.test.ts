// The one D1 error classifier (src/db/d1-errors.ts), fed with errors real D1 raises, raw and through drizzle.
import { env } from 'cloudflare:test';
import { users } from '@app/db';
import { describe, expect, it } from 'vitest';
import { errorText, isCheckViolation, isUniqueViolation, uniqueColumnOf, uniqueColumns } from '../src/db/d1-errors';
import { getDb } from '../src/lib/db';
import { merchantFixture, merchantWithWebsiteFixture, productFixture } from './fixtures';

const caught = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe('D1 error classification', () => {
  it('names the columns of a UNIQUE violation, raw or wrapped by drizzle', async () => {
    const m = await merchantFixture();
    const raw = await caught(env.CONTROL.prepare(`INSERT INTO users (username) VALUES (?)`).bind(m.username).run());
    expect(uniqueColumns(raw)).toEqual(['users.username']);
    expect(uniqueColumnOf(raw, 'users')).toBe('username');
    expect(uniqueColumnOf(raw, 'websites')).toBeUndefined();

    const wrapped = await caught(getDb(env.CONTROL).insert(users).values({ username: m.username }));
    expect(uniqueColumnOf(wrapped, 'users')).toBe('username');
    expect(isUniqueViolation(wrapped, 'users.username')).toBe(true);
    expect(isUniqueViolation(wrapped, 'users.')).toBe(true);
    expect(isUniqueViolation(wrapped, 'users.phone_number')).toBe(false);
    expect(isCheckViolation(wrapped)).toBe(false);
  });

  it('names every column of a composite UNIQUE index', async () => {
    const site = await merchantWithWebsiteFixture();
    const err = await caught(
      site.db.prepare(`INSERT INTO pages (website_id, title, slug) VALUES (?, 'X', 'about-us')`).bind(site.websiteId).run(),
    );
    expect(uniqueColumns(err)).toEqual(['pages.website_id', 'pages.slug']);
    expect(isUniqueViolation(err, 'pages.')).toBe(true);
    expect(isUniqueViolation(err, 'websites.')).toBe(false);
  });

  it('recognises a CHECK failure (an oversell) and nothing else as one', async () => {
    const site = await merchantWithWebsiteFixture();
    const p = await productFixture(site.websiteId, { stock: 1 });
    const err = await caught(site.db.prepare(`UPDATE products SET stock = stock - 2 WHERE id = ?`).bind(p).run());
    expect(isCheckViolation(err)).toBe(true);
    expect(uniqueColumns(err)).toEqual([]);
    expect(isCheckViolation(new Error('boom'))).toBe(false);
    expect(errorText(new Error('outer', { cause: new Error('inner') }))).toBe('outer inner');
    expect(errorText('text')).toBe('text');
  });
});
