// The builder's Custom domain card (#35 item 7) inside the shell as `pnpm start` serves it (its local stand-in for
// Cloudflare's custom hostname API, CUSTOM_HOSTNAMES=local): by keyboard the merchant is told at the field that a URL
// is not a domain, adds one, sees the CNAME and TXT records and "Waiting for DNS records"; once the stand-in has
// "seen" the records (the dev route), Check now shows it active. In Amharic and at 390 px without sideways scroll;
// Remove brings the form back. axe runs on every screen shot() takes.
import { describe, expect, it } from 'vitest';
import { call } from '../lib/api';
import { fieldError, uniqueName } from '../lib/browser';
import { expectCleanRun, openPanel, page, setUpBuilder, shot } from '../lib/builder';

setUpBuilder('navigation');

async function speak(lang: 'en' | 'am') {
  await page.evaluate((l) => {
    localStorage.setItem('appLang', l);
    document.cookie = `appLang=${l}; Path=/`;
  }, lang);
  await page.reload();
  await page.getByTestId('store-number').waitFor();
}

describe('builder remote: custom domain', () => {
  it('adds a domain by keyboard, shows its records, turns active, in Amharic and at 390 px, and removes it', async () => {
    const hostname = `${uniqueName('shop')}.example.com`.toLowerCase();
    const card = await openPanel('Custom domain');
    const field = card.getByLabel('Your domain');
    await field.focus();
    await page.keyboard.type('https://shop.example.com/home');
    await page.keyboard.press('Enter');
    expect(await fieldError(field)).toMatch(/^Enter a domain name you own/);
    await field.fill('');
    await page.keyboard.type(hostname.toUpperCase());
    await page.keyboard.press('Enter');
    await card.getByTestId('domain-status').filter({ hasText: 'Waiting for DNS records' }).waitFor();
    const records = card.getByLabel('DNS records to create');
    await records.getByText(`Name: ${hostname}`, { exact: true }).waitFor();
    await records.getByText('Value: customers.localhost', { exact: true }).waitFor();
    await records.getByText(`Name: _cf-custom-hostname.${hostname}`, { exact: true }).waitFor();
    await shot(page, 'builder-domain-pending-1280-en');

    // The merchant's DNS records are in place: the stand-in reports the hostname active on the next check.
    expect((await call('/__dev/custom-hostnames/activate', { method: 'POST', json: { hostname } })).status).toBe(204);
    await card.getByRole('button', { name: 'Check now' }).click();
    await card.getByTestId('domain-status').filter({ hasText: 'Active' }).waitFor();
    expect(await card.getByRole('button', { name: 'Check now' }).count()).toBe(0);

    await speak('am');
    const am = await openPanel('የራስ ዶሜይን');
    await am.getByTestId('domain-status').filter({ hasText: 'ንቁ' }).waitFor();
    await am.getByText('መደብርዎ በዚህ ዶሜይን ላይ በቀጥታ ይገኛል። የCNAME መዝገቡን አያስወግዱ።').waitFor();
    await shot(page, 'builder-domain-active-1280-am');
    await page.setViewportSize({ width: 390, height: 844 });
    await am.getByLabel('የሚፈጠሩ የDNS መዝገቦች').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'builder-domain-active-390-am');

    await speak('en');
    const en = await openPanel('Custom domain');
    await en.getByRole('button', { name: 'Remove domain' }).click();
    await en.getByLabel('Your domain').waitFor();
    await shot(page, 'builder-domain-none-390-en');
    await page.setViewportSize({ width: 1280, height: 800 });
    expectCleanRun();
  });
});
