// The commerce remote's newsletter subscribers and inbox inside the shell as `pnpm start` serves it: a merchant of
// its own, twelve sign-ups and two contact-form messages sent through the public API a storefront uses, then the
// lists seen in the browser, in English and Amharic.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newMerchantWithStore, publishStore, signIn, type Merchant } from '../lib/api';
import { launch, openPage, shot } from '../lib/browser';
import { plain, setLanguage } from '../lib/dashboard';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('newsletter subscribers and the inbox', () => {
  let shop: Merchant;
  let apiReady = true;
  const emails = Array.from({ length: 12 }, (_, i) => `fan${i + 1}@example.com`);

  beforeAll(async () => {
    shop = await newMerchantWithStore('Tin Lantern');
    // Twelve newsletter sign-ups and two contact-form messages, through the public API a storefront uses.
    for (const email of emails) {
      const res = await call<{ code?: string }>(`/stores/${shop.websiteId}/newsletter`, {
        json: { email },
        headers: { 'CF-Connecting-IP': `203.0.113.${emails.indexOf(email) + 1}` },
      });
      if (res.status === 404 && res.body?.code === 'not_found') apiReady = false;
      if (!apiReady) break;
      expect(res.status).toBe(200);
    }
    if (!apiReady) {
      console.warn('SKIPPED: this API has no newsletter/contact routes yet (they come with the edge-api branch)');
      return;
    }
    const website = await call<{ pages: { id: number; slug: string; is_published: boolean }[] }>('/website/', { token: shop.token });
    const published = website.body.pages.find((p) => p.is_published)!;
    const section = await call<{ id: number }>(`/website/pages/${published.id}/sections`, {
      token: shop.token,
      json: { title: 'Write to us', type: 'form', order: 0, content: { name: '', email: '', message: '' }, page_id: published.id },
    });
    expect([200, 201]).toContain(section.status);
    await publishStore(shop.token);
    for (const [i, text] of ['Do you ship to Addis Ababa?', '<b>Bold</b> question about mugs'].entries()) {
      const res = await call(`/stores/${shop.websiteId}/contact`, {
        json: {
          section_id: section.body.id,
          fields: { name: `Shopper ${i + 1}`, email: `s${i + 1}@example.com`, message: text },
          email: `s${i + 1}@example.com`,
        },
        headers: { 'CF-Connecting-IP': `198.51.100.${i + 1}` },
      });
      expect(res.status).toBe(201);
    }
  });

  it('subscribers: newest first with dates, 10 a page, Export CSV downloads the list; in Amharic too', async ({ skip }) => {
    if (!apiReady) skip();
    const { context, page, errors } = await openPage(browser);
    await signIn(page, shop);
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Subscribers' }).click();
    await page.waitForURL('**/subscribers');
    const table = page.getByRole('table', { name: 'Subscribers, page 1' });
    await table.waitFor();
    const rows = table.locator('tbody > tr');
    expect(await rows.count()).toBe(10);
    expect(plain(await rows.first().locator('td').first().textContent())).toBe('fan12@example.com');
    expect(plain(await rows.first().locator('td').nth(1).textContent())).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}\d{1,2}:\d{2} [AP]M$/);
    await shot(page, 'commerce-subscribers-en');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('subscribers.csv');
    // The run's one Chromium is connected to, not launched here: a download is saved to a file of this test's own.
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'subscribers-')), 'subscribers.csv');
    await file.saveAs(saved);
    const csv = readFileSync(saved, 'utf8').split(/\r?\n/).filter(Boolean);
    expect(csv[0]).toBe('email,subscribed_at');
    expect(
      csv
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([...emails].sort());
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await page.getByRole('table', { name: 'Subscribers, page 2' }).waitFor();
    expect(await page.getByRole('table', { name: 'Subscribers, page 2' }).locator('tbody > tr').count()).toBe(2);
    await setLanguage(page, 'am');
    await page.getByRole('heading', { name: 'ተመዝጋቢዎች', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'ተመዝጋቢዎች፣ ገጽ 2' }).waitFor();
    await shot(page, 'commerce-subscribers-am');
    await setLanguage(page, 'en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('inbox: the unread badge, opening marks read, delete asks first; shoppers’ text is shown as text', async ({ skip }) => {
    if (!apiReady) skip();
    const { context, page, errors } = await openPage(browser);
    await signIn(page, shop);
    const side = page.getByRole('complementary', { name: 'Sidebar' });
    await side.getByRole('link', { name: 'Inbox 2 unread messages' }).click();
    await page.waitForURL('**/inbox');
    const items = page.getByTestId('message');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-read')))).toEqual(['false', 'false']);
    await shot(page, 'commerce-inbox-en');
    await items
      .first()
      .getByRole('button', { name: /Write to us/ })
      .click();
    await items.first().getByRole('definition').first().waitFor();
    expect(await items.first().getByRole('definition').allTextContents()).toEqual([
      'Shopper 2',
      's2@example.com',
      '<b>Bold</b> question about mugs',
      // The sender's email the form asked for (#34 item 5), and a Reply to it in the merchant's mail program.
      's2@example.com',
    ]);
    const reply = await items.first().getByRole('link', { name: 'Reply to s2@example.com' }).getAttribute('href');
    expect(reply).toMatch(/^mailto:s2%40example\.com\?subject=Re%3A%20Write%20to%20us&body=/);
    expect(decodeURIComponent(reply!.split('body=')[1]!)).toContain('> message: <b>Bold</b> question about mugs');
    await side.getByRole('link', { name: 'Inbox 1 unread message' }).waitFor();
    expect(await items.first().getAttribute('data-read')).toBe('true');
    await shot(page, 'commerce-inbox-open-en');
    await items.first().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
    await dialog.waitFor();
    await shot(page, 'commerce-inbox-confirm-en', { within: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Delete message' }).click();
    await page.getByText('Message deleted').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="message"]').length === 1);
    expect(
      await call<{ total: number; unread: number }>('/website/messages?page=1&limit=10', { token: shop.token }).then((r) => [
        r.body.total,
        r.body.unread,
      ]),
    ).toEqual([1, 1]);

    const phone = await openPage(browser, { mobile: true });
    await signIn(phone.page, shop);
    await phone.page.goto('/inbox');
    await setLanguage(phone.page, 'am');
    await phone.page.getByRole('heading', { name: 'የመልዕክት ሳጥን', level: 1 }).waitFor();
    await phone.page.getByTestId('message').first().waitFor();
    await shot(phone.page, 'commerce-inbox-mobile-am');
    await setLanguage(phone.page, 'en');
    expect([...errors, ...phone.errors]).toEqual([]);
    await phone.context.close();
    await context.close();
  });
});
