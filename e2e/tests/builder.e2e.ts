// The builder remote (mfe-builder) inside the shell as `pnpm start` serves it: a new merchant builds a whole store
// from an empty account (website, header, footer, hero, pages, sections, products), shares it and watches the live
// preview; bad input in every form; English and Amharic.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, latestSmsCode, launch, openPage, shot as fullShot, uniqueName, uniquePhone } from '../lib/browser';

const IMAGES = path.resolve(import.meta.dirname, '../../scripts/demo-images');
const image = (name: string) => path.join(IMAGES, `${name}.jpg`);
const HOSTILE = '<img src=x onerror="window.__pwned=1">';
const HOSTILE_SCRIPT = '<script>window.__pwned=2</script>';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const scripts: { path: string; gzip: number }[] = [];

const merchant = { username: uniqueName('bld'), password: 'copper-lantern-58', phone: uniquePhone() };
const domain = `shop-${merchant.username}`;
const api = () => baseURL().replace('localhost', '127.0.0.1');

// A refused call (a 4xx we provoke) is logged by Chromium as a failed resource: expected, not a bug.
const unexpected = (list: string[]) => list.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));

async function post(pathname: string, body: unknown) {
  const res = await fetch(`${api()}/api${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
}

/** The merchant's own data as the API has it (the browser's cookies). */
async function own<T>(pathname: string): Promise<T> {
  const res = await page.request.get(`/api${pathname}`);
  expect(res.status(), pathname).toBe(200);
  return (await res.json()) as T;
}
interface Site {
  id: number;
  domain: string;
  title: string;
  header: { navs: { title: string; link: string }[] };
  footer: { navs: { title: string; link: string }[] };
  hero: { title: string; subtitle: string; background_image: string } | null;
  pages: { id: number; slug: string; is_published: boolean; meta_title: string }[];
}

/** A full-page screenshot from the top (scrolled, the shell's sticky bar would be drawn mid-page). */
async function shot(p: Page, name: string) {
  await p.evaluate(() => window.scrollTo(0, 0));
  await fullShot(p, name);
}

const fieldError = (field: Locator) => field.evaluate((el) => document.getElementById(`${el.id}-error`)?.textContent ?? null);
const toast = (text: string) => page.locator('.Toastify').getByText(text, { exact: true }).first();
const region = (name: string) => page.getByRole('region', { name, exact: true });
const preview = (): FrameLocator => page.frameLocator('iframe[title="Your store as shoppers see it"]');
const PREVIEW = 'iframe[title="Your store as shoppers see it"]';
/** The live preview's document title (the storefront's <title>), once it has loaded. */
async function previewTitle(): Promise<string> {
  const frame = await (await page.locator(PREVIEW).elementHandle())?.contentFrame();
  return (await frame?.title().catch(() => '')) ?? '';
}
/** Text somewhere in the live preview (in the DOM: a collapsed mobile menu still counts). */
const inPreview = (text: string) => preview().getByText(text).first().waitFor({ state: 'attached', timeout: 15_000 });
const previewVersion = async () => Number(await page.locator('iframe[title="Your store as shoppers see it"]').getAttribute('data-version'));

/** Opens an accordion card (closing the others) and returns its region. */
async function openPanel(name: string): Promise<Locator> {
  const panel = region(name);
  if (!(await panel.isVisible())) await page.getByRole('button', { name, exact: true }).click();
  await panel.waitFor();
  return panel;
}

async function expectToast(text: string) {
  await toast(text).waitFor({ timeout: 15_000 });
}

/** A mouse drag that dnd-kit's pointer sensor sees as one (it starts after 4 px). */
async function drag(from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 - 4, { steps: 12 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

const sectionTitles = (panel: Locator) =>
  panel.getByRole('list', { name: 'Sections in display order' }).locator('li strong').allTextContents();

beforeAll(async () => {
  browser = await launch();
  // Sign-up through the API (the account remote has its own browser test): code from the dev SMS outbox.
  await post('/auth/register', {
    username: merchant.username,
    email: '',
    phone_number: merchant.phone,
    password: merchant.password,
    role_name: 'user',
  });
  await post('/auth/verify-phone', { phone_number: merchant.phone, code: await latestSmsCode(merchant.phone) });
  ({ context, page, errors } = await openPage(browser));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  page.on('response', async (res) => {
    const p = new URL(res.url()).pathname;
    if (!p.startsWith('/remotes/mfe-builder/') || !p.endsWith('.js') || !res.ok()) return;
    scripts.push({ path: p, gzip: gzipSync(await res.body().catch(() => Buffer.alloc(0))).length });
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('builder remote', () => {
  it('a new merchant signs in, finds "Create a New Website", and bad input in the website form is named', async () => {
    await page.goto('/auth/login');
    await page.getByRole('tab', { name: 'Username and password' }).click();
    await page.getByRole('textbox', { name: 'Username' }).fill(merchant.username);
    await page.getByLabel('Password', { exact: true }).fill(merchant.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/website');
    const create = page.getByRole('button', { name: 'Create a New Website' });
    await create.waitFor();
    for (const name of ['Header', 'Footer', 'Hero', 'Pages and sections', 'Products']) {
      expect(await page.getByRole('button', { name: new RegExp(`^${name}`) }).isDisabled()).toBe(true);
    }
    await page.waitForLoadState('networkidle');
    await shot(page, 'builder-empty-en');

    await create.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('website-domain');
    const form = region('Website');
    const submit = form.getByRole('button', { name: 'Create website' });
    await submit.click();
    for (const label of ['Domain', 'Title', 'Description'])
      await expect.poll(() => fieldError(form.getByLabel(label))).toBe('Please fill in all fields.');
    await form.getByLabel('Domain').fill('no spaces allowed!');
    await form.getByLabel('Title').fill('t'.repeat(81));
    await submit.click();
    await expect.poll(() => fieldError(form.getByLabel('Domain'))).toMatch(/^Use letters, digits and inner hyphens/);
    await expect.poll(() => fieldError(form.getByLabel('Title'))).toBe('Must be at most 80 characters');
    // Reserved names are refused by the contracts' rule before any call.
    await form.getByLabel('Domain').fill('admin');
    await submit.click();
    await expect.poll(() => fieldError(form.getByLabel('Domain'))).toMatch(/reserved names are not allowed/);
    await shot(page, 'builder-website-errors-en');
  });

  it('creates the website: header, footer and the three pages appear, the preview shows the store', async () => {
    const form = region('Website');
    await form.getByLabel('Domain').fill(domain.toUpperCase());
    await form.getByLabel('Title').fill(`Ana's shop ${HOSTILE}`);
    await form.getByLabel('Description').fill('Hand-made things');
    await form.getByRole('button', { name: 'Create website' }).click();
    await expectToast('Website created successfully');
    const site = await own<Site>('/website/');
    expect(site.domain).toBe(domain);
    expect(await page.getByTestId('store-number').textContent()).toBe(`Your Store number is: ${site.id}`);
    expect(site.header.navs.map((n) => n.link)).toEqual(['about-us', 'contact-us', 'policy']);
    expect(site.footer.navs.map((n) => n.title)).toEqual(['About', 'Contact', 'Policy']);
    expect(site.pages.map((p) => p.slug).sort()).toEqual(['about-us', 'contact-us', 'policy']);
    expect(await page.locator('iframe[title="Your store as shoppers see it"]').getAttribute('src')).toBe(`/published/${domain}`);
    await expect.poll(previewTitle, { timeout: 15_000 }).toContain("Ana's shop");
    // The hostile title is text in the storefront too, never markup.
    const html = await (await page.request.get(`/published/${domain}`)).text();
    expect(html).toContain('&lt;img src=x onerror=');
    expect(html).not.toContain(HOSTILE);

    // From now on the form updates.
    const update = region('Website');
    expect(await update.getByRole('button', { name: 'Update website' }).isVisible()).toBe(true);
    await update.getByLabel('Title').fill("Ana's shop");
    await update.getByRole('button', { name: 'Update website' }).click();
    await expectToast('Website updated successfully');
    await expect.poll(previewTitle, { timeout: 15_000 }).not.toContain('onerror');

    const header = await openPanel('Header');
    expect(await header.getByLabel('Item 3 link').inputValue()).toBe('policy');
    const pages = await openPanel('Pages and sections');
    expect(await pages.getByRole('tab').allTextContents()).toEqual(['About', 'Contact', 'Policy']);
    await shot(page, 'builder-created-en');
  });

  it('header and footer navigation: add, remove, bad links refused, items edited in place and reordered by keyboard and drag', async () => {
    const header = await openPanel('Header');
    await header.getByLabel('Item 1 title').fill('Our story');
    await header.getByRole('button', { name: 'Remove item 3' }).click();
    await header.getByRole('button', { name: 'Add item' }).click();
    const save = header.getByRole('button', { name: 'Update header' });
    await save.click();
    await expect.poll(() => fieldError(header.getByLabel('Item 3 title'))).toBe('Each navigation item needs a title');
    await expect.poll(() => fieldError(header.getByLabel('Item 3 link'))).toBe('Each navigation item needs a link');
    await header.getByLabel('Item 3 title').fill('Blog');
    await header.getByLabel('Item 3 link').fill('javascript:alert(1)');
    await save.click();
    await expect.poll(() => fieldError(header.getByLabel('Item 3 link'))).toBe('Links must be a relative path or an http(s) URL');
    await header.getByLabel('Item 3 link').fill('https://blog.example.com');
    await header.getByLabel('HTML content').fill('<marquee>later</marquee>');
    const before = await previewVersion();
    await save.click();
    await expectToast('Header Updated Successfully');
    expect((await own<Site>('/website/')).header.navs).toEqual([
      { title: 'Our story', link: 'about-us' },
      { title: 'Contact', link: 'contact-us' },
      { title: 'Blog', link: 'https://blog.example.com' },
    ]);
    await expect.poll(previewVersion).toBeGreaterThan(before);
    await inPreview('Our story');
    await shot(page, 'builder-header-en');

    const footer = await openPanel('Footer');
    // The header and footer exist: no Create tab, only their update forms.
    expect(await footer.getByRole('tab').count()).toBe(0);
    const first = footer.getByLabel('Item 1 title');
    expect(await first.getAttribute('readonly')).toBeNull();
    await first.fill('Who we are');
    await footer.getByRole('button', { name: 'Remove item 2' }).click();
    await footer.getByRole('button', { name: 'Add item' }).click();
    // A relative link must lead to a published page: the store leaves links to missing or unpublished pages out.
    await footer.getByLabel('Item 3 title').fill('FAQ');
    await footer.getByLabel('Item 3 link').fill('/contact-us');
    // Keyboard: Move up twice takes FAQ to the top, focus staying on the moved item's button.
    await footer.getByRole('button', { name: 'Move item 3 up' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const titles = () => footer.getByLabel(/^Item \d+ title$/).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(await titles()).toEqual(['FAQ', 'Who we are', 'Policy']);
    // Mouse: drag Policy's handle above Who we are.
    await drag(footer.getByRole('button', { name: 'Move Policy' }), footer.getByRole('button', { name: 'Move Who we are' }));
    expect(await titles()).toEqual(['FAQ', 'Policy', 'Who we are']);
    await footer.getByRole('button', { name: 'Update footer' }).click();
    await expectToast('Footer Updated');
    expect((await own<Site>('/website/')).footer.navs).toEqual([
      { title: 'FAQ', link: '/contact-us' },
      { title: 'Policy', link: 'policy' },
      { title: 'Who we are', link: 'about-us' },
    ]);
    await inPreview('FAQ');
    await shot(page, 'builder-footer-en');
  });

  it('hero: "All fields are required", a non-image refused, a fake image refused by the server with nothing lost, then create and update', async () => {
    const hero = await openPanel('Hero');
    const submit = hero.getByRole('button', { name: 'Create hero' });
    await submit.click();
    for (const label of ['Title', 'Subtitle', 'Background image'])
      await expect.poll(() => fieldError(hero.getByLabel(label, { exact: true }))).toBe('All fields are required');
    await hero.getByLabel('Background image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect
      .poll(() => fieldError(hero.getByLabel('Background image')))
      .toBe('“notes.txt” was not added: Only JPEG, PNG, WebP, GIF or AVIF images are allowed.');
    // The refused file is dropped from the picker.
    expect(await hero.getByLabel('Background image').evaluate((el) => (el as HTMLInputElement).files?.length ?? 0)).toBe(0);
    await hero.getByLabel('Title', { exact: true }).fill('Fresh from the workshop');
    await hero.getByLabel('Subtitle').fill('Every piece made by hand');
    // Named .jpg and typed image/jpeg, but not an image: the server decides by its bytes.
    await hero
      .getByLabel('Background image')
      .setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') });
    await submit.click();
    await expectToast('Only JPEG, PNG, WebP, GIF or AVIF images are allowed.');
    expect(await hero.getByLabel('Title', { exact: true }).inputValue()).toBe('Fresh from the workshop');
    expect(await hero.getByLabel('Subtitle').inputValue()).toBe('Every piece made by hand');
    await hero.getByLabel('Background image').setInputFiles(image('hero'));
    await hero.getByRole('img', { name: 'Background image preview' }).waitFor();
    await submit.click();
    await expectToast('Hero created');
    await inPreview('Fresh from the workshop');

    // Now the Update tab: nothing changed, nothing to submit.
    const updateButton = hero.getByRole('button', { name: 'Update hero' });
    await updateButton.waitFor();
    expect(await hero.getByRole('tab', { name: 'Update', selected: true }).isVisible()).toBe(true);
    expect(await updateButton.isDisabled()).toBe(true);
    await hero.getByLabel('Subtitle').fill('');
    await updateButton.click();
    await expect.poll(() => fieldError(hero.getByLabel('Subtitle'))).toBe('All fields are required');
    await hero.getByLabel('Subtitle').fill('Made by hand, sold with care');
    await hero.getByLabel('Background image').setInputFiles(image('plant'));
    await updateButton.click();
    await expectToast('Hero Updated Successfully');
    expect(await updateButton.isDisabled()).toBe(true);
    const site = await own<Site>('/website/');
    expect(site.hero).toMatchObject({ title: 'Fresh from the workshop', subtitle: 'Made by hand, sold with care' });
    await inPreview('Made by hand, sold with care');
    await shot(page, 'builder-hero-en');
  });

  it('pages: read-only title and slug, meta fields, publish and unpublish', async () => {
    const pages = await openPanel('Pages and sections');
    await pages.getByRole('tab', { name: 'Policy' }).click();
    expect(await pages.getByLabel('Page title').getAttribute('readonly')).not.toBeNull();
    expect(await pages.getByLabel('Slug').inputValue()).toBe('policy');
    await pages.getByLabel('Meta title').fill('m'.repeat(121));
    await pages.getByRole('button', { name: 'Update page' }).click();
    await expect.poll(() => fieldError(pages.getByLabel('Meta title'))).toBe('Must be at most 120 characters');
    await pages.getByLabel('Meta title').fill('Our policy');
    await pages.getByLabel('Published').uncheck();
    // The footer links to Policy: unpublishing it is said to leave that link leading nowhere.
    expect(await pages.getByTestId('unpublished-links').textContent()).toBe(
      'Your store links to this page from the footer (“Policy”). While it is unpublished, shoppers who follow those links will not find it.',
    );
    await pages.getByRole('button', { name: 'Update page' }).click();
    await expectToast('Page updated');
    let policy = (await own<Site>('/website/')).pages.find((p) => p.slug === 'policy')!;
    expect(policy).toMatchObject({ is_published: false, meta_title: 'Our policy' });
    expect((await page.request.get(`/published/${domain}/policy`)).status()).toBe(404);
    // Beside the footer's item too.
    const footer = await openPanel('Footer');
    expect(await footer.getByText('“Policy” is not published: shoppers who follow this link will not find it.').isVisible()).toBe(true);
    await shot(page, 'builder-footer-unpublished-en');
    const pagesAgain = await openPanel('Pages and sections');
    await pagesAgain.getByRole('tab', { name: 'Policy' }).click();
    await pagesAgain.getByLabel('Published').check();
    await pagesAgain.getByRole('button', { name: 'Update page' }).click();
    await expect.poll(async () => (await own<Site>('/website/')).pages.find((p) => p.slug === 'policy')!.is_published).toBe(true);
    policy = (await own<Site>('/website/')).pages.find((p) => p.slug === 'policy')!;
    expect(policy.is_published).toBe(true);
  });

  it('sections: add (text and form), edit, reorder by mouse and by keyboard, delete after the confirmation', async () => {
    const pages = await openPanel('Pages and sections');
    await pages.getByRole('tab', { name: 'About' }).click();
    await pages.getByText('This page has no sections yet.').waitFor();
    const add = async (title: string, fill: (dialog: Locator) => Promise<void>) => {
      await pages.getByRole('button', { name: 'Add section' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add section' });
      await dialog.getByLabel('Section title').fill(title);
      await fill(dialog);
      await dialog.getByRole('button', { name: 'Add section' }).click();
      await expectToast('Section Created Successfully');
      await dialog.waitFor({ state: 'detached' });
      await toast('Section Created Successfully').waitFor({ state: 'detached', timeout: 10_000 });
    };
    // Empty title first.
    await pages.getByRole('button', { name: 'Add section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add section' });
    expect(await dialog.getByRole('option', { name: 'Image (coming soon)' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Add section' }).click();
    await expect.poll(() => fieldError(dialog.getByLabel('Section title'))).toBe('Title is required');
    await shot(page, 'builder-section-modal-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await add('Our story', (d) => d.getByLabel('Text').fill('We started in a garage.'));
    await add('Write to us', async (d) => {
      await d.getByLabel('Text').fill('cleared by the type change');
      await d.getByLabel('Type').selectOption('form');
      expect(await d.getByLabel('Text').count()).toBe(0);
      await d.getByLabel('Field 1 key').fill('email');
      await d.getByLabel('Field 1 value').fill('ana@example.com');
      await d.getByRole('button', { name: 'Add field' }).click();
      await d.getByLabel('Field 2 value').fill('dropped: no key');
    });
    await add(HOSTILE_SCRIPT, (d) => d.getByLabel('Text').fill(HOSTILE));
    expect(await sectionTitles(pages)).toEqual(['Our story', 'Write to us', HOSTILE_SCRIPT]);
    const aboutId = (await own<Site>('/website/')).pages.find((p) => p.slug === 'about-us')!.id;
    const sections = async () =>
      (await own<{ sections: { title: string; order: number; content: Record<string, string> }[] }>(`/website/pages/${aboutId}`)).sections;
    expect((await sections())[1].content).toEqual({ email: 'ana@example.com' });

    await pages.getByRole('button', { name: 'Edit Our story' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit section' });
    expect(await edit.getByLabel('Text').inputValue()).toBe('We started in a garage.');
    await edit.getByLabel('Text').fill('We started in a garage in 2019.');
    await edit.getByRole('button', { name: 'Save section' }).click();
    await expectToast('Section Updated Successfully');
    await edit.waitFor({ state: 'detached' });

    // Mouse: the hostile one to the top.
    const handle = (title: string) => pages.getByRole('button', { name: `Move ${title}` });
    await drag(handle(HOSTILE_SCRIPT), handle('Our story'));
    await expectToast('Section order saved');
    await expect.poll(() => sectionTitles(pages)).toEqual([HOSTILE_SCRIPT, 'Our story', 'Write to us']);
    await toast('Section order saved').waitFor({ state: 'detached', timeout: 10_000 });
    // Keyboard: Space picks up, ArrowDown moves, Space drops.
    await handle(HOSTILE_SCRIPT).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    await expectToast('Section order saved');
    await expect.poll(() => sectionTitles(pages)).toEqual(['Our story', 'Write to us', HOSTILE_SCRIPT]);
    expect((await sections()).map((s) => [s.title, s.order])).toEqual([
      ['Our story', 0],
      ['Write to us', 1],
      [HOSTILE_SCRIPT, 2],
    ]);
    await shot(page, 'builder-sections-en');

    page.once('dialog', (d) => {
      expect(d.message()).toBe('Are you sure you want to delete this section?');
      void d.dismiss();
    });
    await pages.getByRole('button', { name: `Delete ${HOSTILE_SCRIPT}` }).click();
    expect(await sectionTitles(pages)).toHaveLength(3);
    page.once('dialog', (d) => void d.accept());
    await pages.getByRole('button', { name: `Delete ${HOSTILE_SCRIPT}` }).click();
    await expectToast('Section deleted');
    await expect.poll(() => sectionTitles(pages)).toEqual(['Our story', 'Write to us']);

    // The published page shows the text sections (storefront-worker).
    const about = await context.newPage();
    await about.goto(`/published/${domain}/about-us`);
    await about.getByText('We started in a garage in 2019.').waitFor();
    await about.close();
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });

  it('products: bad input, six products with images, edit one, delete one, page through the list', async () => {
    const panel = await openPanel('Products');
    const submit = panel.getByRole('button', { name: 'Create product' });
    const images = panel.getByTestId('product-new-images');
    const imagesError = () => page.evaluate(() => document.getElementById('product-new-images-error')?.textContent ?? null);
    await submit.click();
    for (const label of ['Name', 'Description', 'Price', 'Stock', 'Category'])
      await expect.poll(() => fieldError(panel.getByLabel(label, { exact: true }))).toBe('Please fill in all fields.');
    await expect.poll(imagesError).toBe('Please fill in all fields.');
    await images.setInputFiles(['apples', 'bottle', 'candle', 'clock', 'mug', 'pillow'].map(image));
    await expect.poll(imagesError).toBe('You can upload a maximum of 5 images.');
    await images.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect.poll(imagesError).toBe('“notes.pdf” was not added: Only JPEG, PNG, WebP, GIF or AVIF images are allowed.');
    expect(await panel.getByText('0 of 5 images').isVisible()).toBe(true);
    await panel.getByLabel('Price').fill('99999999999');
    await panel.getByLabel('Stock').fill('2.5');
    await submit.click();
    await expect.poll(() => fieldError(panel.getByLabel('Price'))).toBe('Price must be at most 1000000');
    await expect.poll(() => fieldError(panel.getByLabel('Stock'))).toBe('Stock must be a whole number');
    // The browser's number input takes no letters.
    await panel.getByLabel('Price').fill('');
    await panel.getByLabel('Price').pressSequentially('abc');
    expect(await panel.getByLabel('Price').inputValue()).toBe('');
    await shot(page, 'builder-product-errors-en');

    const made = [
      { name: 'Apples', category: 'Food', price: '3.5', files: ['apples'] },
      { name: 'Bottle', category: 'Kitchen', price: '12', files: ['bottle', 'mug'] },
      { name: 'Candle', category: 'Home', price: '8.25', files: ['candle'] },
      { name: 'Clock', category: 'Home', price: '40', files: ['clock', 'notebook', 'pillow'] },
      { name: HOSTILE_SCRIPT, category: 'Odd', price: '1', files: ['plant'] },
      { name: 'Headphones', category: 'Audio', price: '99.99', files: ['headphones', 'sneaker', 'tote', 'tshirt', 'mug'] },
    ];
    for (const p of made) {
      await panel.getByLabel('Name').fill(p.name);
      await panel.getByLabel('Description', { exact: true }).fill(`${p.name}: a very fine thing that we make by hand every week`);
      await panel.getByLabel('Price').fill(p.price);
      await panel.getByLabel('Stock').fill('7');
      await panel.getByLabel('Category').fill(p.category);
      await images.setInputFiles(p.files.map(image));
      expect(await panel.getByText(`${p.files.length} of 5 images`).isVisible()).toBe(true);
      await submit.click();
      await expectToast('Product Created');
      await expect.poll(() => panel.getByLabel('Name').inputValue()).toBe('');
      await toast('Product Created').waitFor({ state: 'detached', timeout: 10_000 });
    }

    await panel.getByRole('tab', { name: 'List' }).click();
    const list = panel.getByRole('list', { name: 'Products' });
    await list.getByText('Headphones', { exact: true }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(5);
    expect(await panel.getByText('Page 1 of 2').isVisible()).toBe(true);
    const long = 'Headphones: a very fine thing that we make by hand every week';
    expect(await list.getByText(`${long.slice(0, 40)}...`, { exact: true }).isVisible()).toBe(true);
    await shot(page, 'builder-products-en');
    await panel.getByRole('button', { name: 'Next' }).click();
    await list.getByText('Apples', { exact: true }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await panel.getByRole('button', { name: 'Previous' }).click();
    await list.getByText('Headphones', { exact: true }).waitFor();

    await panel.getByRole('button', { name: 'View Clock' }).click();
    const view = page.getByRole('dialog', { name: 'Clock' });
    expect(await view.getByRole('img').count()).toBe(3);
    await view.getByRole('button', { name: 'Close' }).click();

    await panel.getByRole('button', { name: 'Edit Clock' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Clock' });
    await edit.getByRole('button', { name: 'Remove saved image 1' }).click();
    await edit.getByTestId(/^product-\d+-images$/).setInputFiles([image('apples'), image('bottle'), image('candle'), image('mug')]);
    expect(await edit.getByText('You can upload a maximum of 5 images.').isVisible()).toBe(true);
    await edit.getByTestId(/^product-\d+-images$/).setInputFiles([image('apples')]);
    await edit.getByLabel('Price').fill('45.5');
    await edit.getByLabel('SKU', { exact: true }).fill(' CLK-045 ');
    await edit.getByRole('button', { name: 'Save product' }).click();
    await expectToast('Product updated');
    await edit.waitFor({ state: 'detached' });
    const siteId = (await own<Site>('/website/')).id;
    const all = await own<{ items: { name: string; price: number; sku: string; image_urls: string[] }[]; total: number }>(
      `/website/website/${siteId}/products?limit=20`,
    );
    const clock = all.items.find((p) => p.name === 'Clock')!;
    expect(clock.price).toBe(45.5);
    expect(clock.sku).toBe('CLK-045');
    expect(clock.image_urls).toHaveLength(3);

    page.once('dialog', (d) => void d.accept());
    await panel.getByRole('button', { name: `Delete ${HOSTILE_SCRIPT}` }).click();
    await expectToast('Product deleted');
    await list.getByText('Apples', { exact: true }).waitFor();
    expect(await panel.getByRole('navigation', { name: 'pagination' }).count()).toBe(0);
    expect((await own<{ total: number }>(`/website/website/${siteId}/products`)).total).toBe(5);

    await inPreview('Headphones');
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });

  it('share: the link, Copy Link, Facebook and X popups of 550 x 450, Close', async () => {
    await context.route(/^https:\/\/(www\.facebook\.com|twitter\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>share</title><p>share</p>' }),
    );
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share your store' });
    const link = `${baseURL()}/published/${domain}`;
    expect(await dialog.getByLabel('Store link').inputValue()).toBe(link);
    // Focus is trapped in the dialog: Shift+Tab from its first control lands on its last one, Tab brings it back.
    await dialog.getByLabel('Store link').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('share-link');
    const siteId = (await own<Site>('/website/')).id;
    await page.evaluate((id) => localStorage.removeItem(`storeShared:${id}`), siteId);
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expectToast('Link copied to clipboard!');
    // Copying ticks "Share your store" on the dashboard's checklist.
    expect(await page.evaluate((id) => localStorage.getItem(`storeShared:${id}`), siteId)).not.toBeNull();
    const copyBox = (await dialog.getByRole('button', { name: 'Copy Link' }).boundingBox())!;
    expect(copyBox.height).toBeLessThan(48);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await shot(page, 'builder-share-en');
    for (const [name, host] of [
      ['Facebook', 'www.facebook.com'],
      ['X', 'twitter.com'],
    ] as const) {
      const [popup] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name, exact: true }).click()]);
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      expect(url.host).toBe(host);
      expect(decodeURIComponent(url.search)).toContain(link);
      const size = await popup.evaluate(() => [window.innerWidth, window.innerHeight]);
      expect(size).toEqual([550, 450]);
      await popup.close();
    }
    expect(await dialog.getByRole('button', { name: 'Google' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus is back on the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Share');

    // The shared link is the real store, with what was built.
    const store = await context.newPage();
    await store.goto(link);
    await store.locator('h1', { hasText: 'Fresh from the workshop' }).waitFor();
    for (const text of ['Our story', 'Blog', 'FAQ', 'Headphones', 'Clock']) await store.getByText(text).first().waitFor();
    await shot(store, 'builder-storefront-en');
    await store.close();
  });

  it('unsaved edits: a save bar with Discard, and leaving by a link, a panel or a reload asks first', async () => {
    const website = await openPanel('Website');
    const title = website.getByLabel('Title', { exact: true });
    const saved = await title.inputValue();
    await title.fill(`${saved} (draft)`);
    const bar = website.getByTestId('save-bar');
    await bar.getByText('Unsaved changes').waitFor();
    await shot(page, 'builder-unsaved-en');
    // A link of the shell's sidebar: asked, Stay keeps the edit on screen.
    await page.getByRole('link', { name: 'Orders' }).first().click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await ask.waitFor();
    await shot(page, 'builder-leave-ask-en');
    expect(new URL(page.url()).pathname).toBe('/website');
    await ask.getByRole('button', { name: 'Stay and keep editing' }).click();
    expect(await title.inputValue()).toBe(`${saved} (draft)`);
    // Another panel asks too.
    await page.getByRole('button', { name: 'Hero', exact: true }).click();
    await ask.waitFor();
    await page.keyboard.press('Escape');
    expect(await title.inputValue()).toBe(`${saved} (draft)`);
    // A reload: the browser's own "leave site?" prompt (beforeunload).
    const prompted = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.type());
        void d.dismiss();
      }),
    );
    await page.evaluate(() => location.reload()).catch(() => undefined);
    expect(await prompted).toBe('beforeunload');
    await bar.getByRole('button', { name: 'Discard' }).click();
    expect(await title.inputValue()).toBe(saved);
    await page.getByRole('link', { name: 'Orders' }).first().click();
    await page.waitForURL('**/order');
    await page.goto('/website');
    await page.getByTestId('store-number').waitFor();
  });

  it('the builder on a 360 px phone: nothing scrolls sideways, the product modal scrolls inside at 900 px', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const name of ['Header', 'Pages and sections', 'Products']) {
      await openPanel(name);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(360);
    }
    await shot(page, 'builder-360-en');
    await page.setViewportSize({ width: 1280, height: 900 });
    const products = await openPanel('Products');
    await products.getByRole('tab', { name: 'List' }).click();
    await products
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Edit / });
    const save = dialog.getByRole('button', { name: 'Save product' });
    await save.scrollIntoViewIfNeeded();
    const box = (await save.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('the whole builder in Amharic, and its own JavaScript within budget', async () => {
    // As the shell's language picker does: the device's choice, mirrored in the cookie the storefront (preview) reads.
    await page.evaluate(() => {
      localStorage.setItem('appLang', 'am');
      document.cookie = 'appLang=am; Path=/';
    });
    await page.goto('/website');
    await page.getByRole('heading', { name: 'የድረ-ገጽ ገንቢ' }).waitFor();
    const site = await own<Site>('/website/');
    expect(await page.getByTestId('store-number').textContent()).toBe(`የመደብርዎ ቁጥር፦ ${site.id}`);
    await page.waitForLoadState('networkidle');
    await shot(page, 'builder-website-am');
    const pages = await openPanel('ገጾች እና ክፍሎች');
    await pages.getByRole('button', { name: 'ክፍል ጨምር' }).click();
    const dialog = page.getByRole('dialog', { name: 'ክፍል ጨምር' });
    await dialog.getByRole('button', { name: 'ክፍል ጨምር' }).click();
    await expect.poll(() => fieldError(dialog.getByLabel('የክፍል ርዕስ'))).toBe('ርዕስ ያስፈልጋል');
    await dialog.getByLabel('የክፍል ርዕስ').fill('እንኳን ደህና መጡ');
    await dialog.getByLabel('ጽሑፍ').fill('በእጅ የተሰሩ ዕቃዎች።');
    await dialog.getByRole('button', { name: 'ክፍል ጨምር' }).click();
    await expectToast('ክፍሉ በተሳካ ሁኔታ ተፈጥሯል');
    const products = await openPanel('ምርቶች');
    await products.getByRole('button', { name: 'ምርት ፍጠር' }).click();
    await expect.poll(() => fieldError(products.getByLabel('ስም', { exact: true }))).toBe('እባክዎ ሁሉንም መስኮች ይሙሉ።');
    await shot(page, 'builder-products-am');
    await products.getByRole('tab', { name: 'ዝርዝር' }).click();
    await products.getByText('Headphones', { exact: true }).waitFor();
    await shot(page, 'builder-list-am');
    await page.evaluate(() => {
      localStorage.setItem('appLang', 'en');
      document.cookie = 'appLang=en; Path=/';
    });

    // Each file once (reloads fetch them again); the shared modules' local copies apart (DESIGN §11: shared excluded).
    const unique = [...new Map(scripts.map((s) => [s.path, s])).values()];
    const isShared = (p: string) => /__prebuild__|__loadShare__\.js-/.test(p);
    const kib = (list: typeof unique) => list.reduce((n, s) => n + s.gzip, 0) / 1024;
    const mine = unique.filter((s) => !isShared(s.path));
    const shared = unique.filter((s) => isShared(s.path));
    console.log(`mfe-builder own JavaScript fetched: ${kib(mine).toFixed(1)} KiB gzip in ${mine.length} files`);
    console.log(
      `shared modules fetched from mfe-builder (not provided by the shell): ${shared.map((s) => `${s.path.split('/').pop()} ${(s.gzip / 1024).toFixed(1)} KiB`).join(', ')}`,
    );
    // React, the router, i18next and styled-components come from the shell, never from this remote.
    expect(scripts.filter((s) => /prebuild__(react|react_mf_2_dom|react_mf_2_router|i18next|styled)/.test(s.path))).toEqual([]);
    expect(kib(mine)).toBeLessThanOrEqual(80);
    expect(unexpected(errors)).toEqual([]);
  });
});
