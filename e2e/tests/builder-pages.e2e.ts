// The builder remote (mfe-builder) inside the shell as `pnpm start` serves it, part 2 of 3: the pages (meta fields,
// publish and unpublish) and their sections (add, edit, reorder, delete), on a store whose website, header and footer
// are made through the API as builder-website.e2e.ts builds them in the browser.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../lib/browser';
import {
  drag,
  expectCleanRun,
  expectToast,
  HOSTILE,
  HOSTILE_SCRIPT,
  openPanel,
  own,
  publishSaved,
  sectionTitles,
  shot,
  toast,
  type Site,
  context,
  domain,
  page,
  setUpBuilder,
} from '../lib/builder';

setUpBuilder('navigation');

describe('builder remote: pages and sections', () => {
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
    // Shoppers lose the page once the draft is published.
    await publishSaved('Policy unpublished');
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
    // A new store's About page starts with a short story the merchant edits (issue #34 item 11): this test removes it
    // and builds the page from nothing.
    await expect.poll(() => sectionTitles(pages)).toEqual(['Our story']);
    page.once('dialog', (d) => void d.accept());
    await pages.getByRole('button', { name: 'Delete Our story' }).click();
    await expectToast('Section deleted');
    await pages.getByText('This page has no sections yet.').waitFor();
    await toast('Section deleted').waitFor({ state: 'detached', timeout: 10_000 });
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
    await drag(handle(HOSTILE_SCRIPT), handle('Our story'), 1);
    await expectToast('Section order saved');
    await expect.poll(() => sectionTitles(pages)).toEqual([HOSTILE_SCRIPT, 'Our story', 'Write to us']);
    await toast('Section order saved').waitFor({ state: 'detached', timeout: 10_000 });
    // Keyboard: Space picks up, ArrowDown moves, Space drops.
    await handle(HOSTILE_SCRIPT).focus();
    // Each key is acted on once its spoken announcement is there (dnd-kit's live region).
    const spoken = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    // Picked up, and at once over its own place (the first).
    await expect.poll(() => spoken.textContent()).toBe(`${HOSTILE_SCRIPT} is over position 1.`);
    for (const n of [2, 3]) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => spoken.textContent()).toBe(`${HOSTILE_SCRIPT} is over position ${n}.`);
    }
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

    // Once published, the store's page shows the text sections (storefront-worker).
    await publishSaved('Sections');
    const about = await context.newPage();
    await about.goto(`/published/${domain}/about-us`);
    await about.getByText('We started in a garage in 2019.').waitFor();
    await about.close();
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expectCleanRun();
  });
});
