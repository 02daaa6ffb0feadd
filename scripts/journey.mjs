#!/usr/bin/env node
// A new merchant's first week, timed (issue #34, "Done means"): from the sign-up form to the first paid order on the
// new store, in headless Chromium at a person's pace: 150 ms a key, 1 s to look at each new screen. Not part of
// `pnpm test` (it takes minutes and measures time): run it against a running server,
//   PORT=8813 STATE_DIR=$PWD/.wrangler/state-journey pnpm start   # in one shell
//   node scripts/journey.mjs http://localhost:8813                # in another
// It prints each step with its screen, the clicks and keys so far, then the totals. A new store is in test mode
// (#34 item 1): the order is paid with the test provider's card, as a merchant's own first test order would be.
import { createRequire } from 'node:module';
import path from 'node:path';

// The playwright-core the browser tests use (as scripts/lib/release-check.mjs does), driving Debian's Chromium.
const { chromium } = createRequire(path.join(import.meta.dirname, '../e2e/package.json'))('playwright-core');

const BASE = (process.argv[2] ?? `http://localhost:${process.env.PORT ?? 8787}`).replace(/\/$/, '');
const KEY_MS = 150;
const LOOK_MS = 1000;
const PHOTO = path.join(import.meta.dirname, 'demo-images', 'mug.jpg');

const tag = Date.now().toString(36);
const merchant = {
  username: `maru${tag}`,
  phone: `202${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  password: 'lantern-harbor-91',
  domain: `maru-${tag}`,
};

const started = performance.now();
let clicks = 0;
let keys = 0;
const screens = [];
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
// A person's pause to read a new screen (not a wait for the page: every step waits for what it shows first).
const look = () => new Promise((done) => setTimeout(done, LOOK_MS));

/** A new screen the person looks at for a second, and what it says. */
async function screen(name, note = '') {
  screens.push(name);
  console.log(`${seconds().padStart(6)} s  screen ${String(screens.length).padStart(2)}: ${name}${note ? ` (${note})` : ''}`);
  await look();
}
async function click(locator) {
  await locator.click();
  clicks++;
}
/** Clicks into a field and types at 150 ms a key. */
async function type(locator, text) {
  await click(locator);
  await locator.pressSequentially(text, { delay: KEY_MS });
  keys += text.length;
}
async function choose(locator, value) {
  await click(locator);
  await locator.selectOption(value);
  keys++;
}

async function smsCode(phone) {
  const res = await fetch(`${BASE.replace('localhost', '127.0.0.1')}/api/__dev/sms?phone=${encodeURIComponent(`+1${phone}`)}`);
  const { messages } = await res.json();
  return messages[0]?.code ?? '';
}

async function merchantPart(page) {
  await page.goto(`${BASE}/auth/register`);
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await screen('Sign-up form');
  await type(page.getByLabel('Username', { exact: true }), merchant.username);
  await type(page.getByLabel('Phone number'), merchant.phone);
  await type(page.getByLabel('Password', { exact: true }), merchant.password);
  await type(page.getByLabel('Confirm password'), merchant.password);
  await click(page.getByRole('button', { name: 'Create account' }));
  const dialog = page.getByRole('dialog', { name: 'Enter the verification code' });
  await dialog.waitFor();
  await screen('Code dialog', 'the SMS code arrives');
  const code = await smsCode(merchant.phone);
  await type(dialog.getByRole('textbox').first(), code);
  await click(dialog.getByRole('button', { name: 'Verify' }));
  const success = page.getByRole('dialog', { name: 'Registered Successfully!' });
  await success.waitFor();
  await screen('Account ready', await success.locator('p').first().innerText());
  await click(success.getByRole('button', { name: 'Go to Dashboard' }));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByTestId('step-website').waitFor();
  await screen(
    'Dashboard',
    await page
      .getByText(/^Welcome/)
      .first()
      .innerText(),
  );

  await click(page.getByTestId('step-website').getByRole('link'));
  await page.getByRole('button', { name: 'Create a New Website' }).waitFor();
  await screen('Website builder, no store yet');
  await click(page.getByRole('button', { name: 'Create a New Website' }));
  const form = page.getByRole('region', { name: 'Website', exact: true });
  await type(form.getByLabel('Domain'), merchant.domain);
  await type(form.getByLabel('Title'), 'Maru Pottery');
  await type(form.getByLabel('Description'), 'Hand-made mugs from Addis');
  await click(form.getByRole('button', { name: 'Create website' }));
  await page.getByTestId('store-number').waitFor();
  await screen('Website created', 'preview of the new store beside the panels');

  await click(page.getByRole('button', { name: 'Products', exact: true }));
  const products = page.getByRole('region', { name: 'Products', exact: true });
  await products.getByLabel('Name', { exact: true }).waitFor();
  await screen('Products panel, create form');
  await type(products.getByLabel('Name', { exact: true }), 'Blue mug');
  await type(products.getByLabel('Description', { exact: true }), 'Glazed clay, 300 ml');
  await type(products.getByLabel('Price', { exact: true }), '12');
  await type(products.getByLabel('Stock', { exact: true }), '5');
  await type(products.getByLabel('Category', { exact: true }), 'Mugs');
  clicks++; // the photo button, then the file chosen in the system's dialog
  await products.getByTestId('product-new-images').setInputFiles(PHOTO);
  await products.getByRole('img', { name: /New image 1/ }).waitFor();
  await click(products.getByRole('button', { name: 'Create product' }));
  await page.locator('.Toastify').getByText('Product Created').first().waitFor();
  await screen('Product created', 'toast "Product Created"');
}

async function shopperPart(page) {
  const store = `${BASE}/published/${merchant.domain}`;
  await page.goto(store);
  await page.locator('h1').first().waitFor();
  await screen('Store home', 'the merchant opens their own store as a shopper');
  const card = page.getByRole('link', { name: /Blue mug/ }).first();
  if (await card.count()) await click(card);
  else {
    await page.goto(`${store}/shop`);
    await click(page.getByRole('link', { name: /Blue mug/ }).first());
  }
  await page.locator('[data-sf-action="cart"]').waitFor();
  await screen('Product page');
  await click(page.locator('[data-sf-action="cart"]'));
  await page.goto(`${store}/cart`);
  await page.locator('[data-sf-proceed]').waitFor();
  await screen('Cart');
  await click(page.locator('[data-sf-proceed]'));
  await page.waitForURL(/\/checkout$/);
  await page.locator('[data-sf-submit]').waitFor();
  await screen('Checkout', (await page.locator('main').innerText()).match(/[^.\n]*real payments[^.\n]*/i)?.[0] ?? '');
  await type(page.locator('#sf-ship-email'), 'abebe@example.com');
  await type(page.locator('#sf-ship-name'), 'Abebe Bikila');
  await type(page.locator('#sf-ship-line1'), '1 Bole Road');
  await type(page.locator('#sf-ship-city'), 'Addis Ababa');
  await type(page.locator('#sf-ship-postal-code'), '1000');
  await choose(page.locator('#sf-ship-country'), 'ET');
  await type(page.locator('#sf-card-name'), 'Abebe Bikila');
  await type(page.locator('#sf-card-number'), '4242424242424242');
  await type(page.locator('#sf-card-expiry'), '1230');
  await type(page.locator('#sf-card-cvv'), '123');
  await click(page.locator('[data-sf-submit]'));
  await page.waitForURL(/\/checkout\/success\?order=\d+$/);
  await page.locator('h1:visible').waitFor();
  await screen('Order paid', await page.locator('h1:visible').innerText());
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  console.log(`Journey on ${BASE}: merchant ${merchant.username}, store ${merchant.domain}`);
  await merchantPart(page);
  await shopperPart(await context.newPage());
  console.log(`\nSign-up to first paid order: ${seconds()} s, ${clicks} clicks, ${keys} keys, ${screens.length} screens`);
  console.log(`(at ${KEY_MS} ms a key and ${LOOK_MS / 1000} s a screen; typing alone is ${((keys * KEY_MS) / 1000).toFixed(1)} s)`);
} finally {
  await browser.close();
}
