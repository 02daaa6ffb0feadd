// The builder remote (mfe-builder) inside the shell as `pnpm start` serves it, part 1 of 3: a new merchant signs in to
// an empty account and builds the website, its header and footer and the hero; bad input in every form. Pages and
// sections: builder-pages.e2e.ts; products, sharing, unsaved edits, a phone and Amharic: builder-products.e2e.ts.
import { describe, expect, it } from 'vitest';
import { fieldError } from '../lib/browser';
import {
  drag,
  expectCleanRun,
  expectToast,
  HOSTILE,
  image,
  inPreview,
  openPanel,
  own,
  previewTitle,
  previewVersion,
  PREVIEW,
  region,
  shot,
  type Site,
  domain,
  merchant,
  page,
  setUpBuilder,
} from '../lib/builder';

setUpBuilder('empty');

describe('builder remote: website, header, footer and hero', () => {
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
    // The frame shows the draft through a builder preview link; a new store's first publication is live at once.
    await expect.poll(() => page.locator(PREVIEW).getAttribute('src')).toMatch(new RegExp(`^/published/${domain}\\?preview=`));
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

    // A new domain is asked about first; the old address then leads to the new one (301, same path), and back again.
    const moved = `${domain}-new`;
    await update.getByLabel('Domain').fill(moved);
    await update.getByRole('button', { name: 'Update website' }).click();
    const ask = page.getByRole('dialog', { name: "Change your store's address?" });
    expect(await ask.textContent()).toContain(`Your store moves from /published/${domain} to /published/${moved}.`);
    await shot(page, 'builder-domain-confirm-en');
    await ask.getByRole('button', { name: 'Change address' }).click();
    await expect.poll(async () => (await own<Site>('/website/')).domain).toBe(moved);
    const old = await page.request.get(`/published/${domain}/about-us?x=1`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()['location']).toBe(`/published/${moved}/about-us?x=1`);
    await update.getByLabel('Domain').fill(domain);
    await update.getByRole('button', { name: 'Update website' }).click();
    await page.getByRole('dialog', { name: "Change your store's address?" }).getByRole('button', { name: 'Change address' }).click();
    await expect.poll(async () => (await own<Site>('/website/')).domain).toBe(domain);
    expect((await page.request.get(`/published/${moved}`, { maxRedirects: 0 })).headers()['location']).toBe(`/published/${domain}`);
    expect((await page.request.get(`/published/${domain}/about-us`)).status()).toBe(200);

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
    await drag(footer.getByRole('button', { name: 'Move Policy' }), footer.getByRole('button', { name: 'Move Who we are' }), 2);
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

  it('hero: a new store starts with a banner of its title and description; "All fields are required", a non-image refused, a fake image refused by the server with nothing lost, then an image added', async () => {
    const hero = await openPanel('Hero');
    // The starter hero (issue #34 item 11): the store's title and description, no image yet; the panel opens on Update.
    const updateButton = hero.getByRole('button', { name: 'Update hero' });
    await updateButton.waitFor();
    expect(await hero.getByRole('tab', { name: 'Update', selected: true }).isVisible()).toBe(true);
    expect(await hero.getByLabel('Title', { exact: true }).inputValue()).toBe(`Ana's shop ${HOSTILE}`);
    expect(await hero.getByLabel('Subtitle').inputValue()).toBe('Hand-made things');
    expect(await updateButton.isDisabled()).toBe(true);
    await hero.getByLabel('Title', { exact: true }).fill('');
    await hero.getByLabel('Subtitle').fill('');
    await updateButton.click();
    for (const label of ['Title', 'Subtitle'])
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
    await updateButton.click();
    await expectToast('Only JPEG, PNG, WebP, GIF or AVIF images are allowed.');
    expect(await hero.getByLabel('Title', { exact: true }).inputValue()).toBe('Fresh from the workshop');
    expect(await hero.getByLabel('Subtitle').inputValue()).toBe('Every piece made by hand');
    await hero.getByLabel('Background image').setInputFiles(image('hero'));
    await hero.getByRole('img', { name: 'Background image preview' }).waitFor();
    await updateButton.click();
    await expectToast('Hero Updated Successfully');
    await inPreview('Fresh from the workshop');

    // Saved: nothing changed, nothing to submit; a second update replaces the image.
    await expect.poll(() => updateButton.isDisabled()).toBe(true);
    await hero.getByLabel('Subtitle').fill('Made by hand, sold with care');
    await hero.getByLabel('Background image').setInputFiles(image('plant'));
    await updateButton.click();
    // The first update's toast may still be up: the saved hero tells this save's end.
    await expect.poll(async () => (await own<Site>('/website/')).hero?.subtitle).toBe('Made by hand, sold with care');
    await expect.poll(() => updateButton.isDisabled()).toBe(true);
    const site = await own<Site>('/website/');
    expect(site.hero).toMatchObject({ title: 'Fresh from the workshop', subtitle: 'Made by hand, sold with care' });
    await inPreview('Made by hand, sold with care');
    await shot(page, 'builder-hero-en');
    expectCleanRun();
  });
});
