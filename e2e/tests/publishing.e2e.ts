// Publishing (DESIGN §15) as a merchant meets it in the builder: an edit stays in the draft (the builder's preview
// shows it, the store does not) until Publish; History rolls the store back to an older publication at once; a
// preview link shows the draft to someone without a session until it is revoked. The storefront side is
// storefront-worker's (live snapshot, ?preview=<token>, Preview bar).
import { describe, expect, it } from 'vitest';
import { baseURL, launch, openPage } from '../lib/browser';
import { unexpected } from '../lib/dashboard';
import {
  errors,
  expectToast,
  openPanel,
  ownJavaScriptKiB,
  previewTitle,
  publishBar,
  shot,
  domain,
  page,
  setUpBuilder,
} from '../lib/builder';

setUpBuilder('navigation');

const OLD = "Ana's shop";
const NEW = "Ana's autumn shop";
/**
 * The live store opened in another tab of the merchant's own browser: it must show what shoppers get, whatever the
 * builder's preview frame showed (the preview lives in the frame's links, never in a cookie).
 */
async function storeTitle(): Promise<string> {
  const tab = await page.context().newPage();
  try {
    await tab.goto(`${baseURL()}/published/${domain}`);
    return await tab.title();
  } finally {
    await tab.close();
  }
}
const dialog = (name: string) => page.getByRole('dialog', { name });

describe('publishing in the builder', () => {
  it('an edit stays in the draft until Publish (by keyboard): "1 unpublished change" and its list', async () => {
    // The builder's first load, publish bar included, within DESIGN §11's budget; the dialogs come on first use.
    const firstLoad = ownJavaScriptKiB();
    console.log(`mfe-builder own JavaScript on arrival: ${firstLoad.toFixed(1)} KiB gzip`);
    expect(firstLoad).toBeLessThanOrEqual(80);
    expect(await publishBar().getByTestId('publish-live').textContent()).toMatch(/^Published /);
    expect(await publishBar().getByTestId('publish-changes').textContent()).toBe('No unpublished changes');
    const website = await openPanel('Website');
    await website.getByLabel('Title', { exact: true }).fill(NEW);
    await website.getByRole('button', { name: 'Update website' }).click();
    await expectToast('Website updated successfully');
    // The builder's frame shows the draft; the store still shows the live publication.
    await expect.poll(previewTitle, { timeout: 15_000 }).toContain(NEW);
    expect(await storeTitle()).toContain(OLD);
    const changes = publishBar().getByRole('button', { name: '1 unpublished change' });
    await changes.click();
    const items = dialog('Unpublished changes').getByRole('listitem');
    await items.first().waitFor();
    expect(await items.allTextContents()).toEqual([`Website${NEW}changed`]);
    await shot(page, 'publishing-changes-en');
    await page.keyboard.press('Escape');

    // Keyboard only: Publish, a note, Publish now.
    await publishBar().getByRole('button', { name: 'Publish', exact: true }).focus();
    await page.keyboard.press('Enter');
    await dialog('Publish your store').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('publish-note');
    await page.keyboard.type('Autumn title');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Publish now');
    await page.keyboard.press('Enter');
    await expectToast('Your store is published');
    await expect.poll(() => publishBar().getByTestId('publish-changes').textContent()).toBe('No unpublished changes');
    expect(await storeTitle()).toContain(NEW);
  });

  it('History: newest first with the Live badge; Rollback (confirmed) makes the older publication live at once', async () => {
    await publishBar().getByRole('button', { name: 'History' }).click();
    const history = dialog('Publishing history');
    const rows = history.getByTestId('publication');
    await rows.first().waitFor();
    expect(await rows.first().textContent()).toMatch(/^Autumn titleLive.* · by /);
    const built = rows.nth(1);
    expect(await built.textContent()).toMatch(/^Built/);
    await shot(page, 'publishing-history-en');
    await built.getByRole('button', { name: 'Roll back' }).click();
    const confirm = dialog('Make this version live?');
    // The confirmation traps focus: Shift+Tab from its first button lands on its last.
    await confirm.getByRole('button', { name: 'Roll back' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await confirm.getByRole('button', { name: 'Roll back' }).click();
    await expectToast('That version is live again');
    expect(await storeTitle()).toContain(OLD);
    expect(await storeTitle()).not.toContain(NEW);
    await expect.poll(() => rows.nth(1).textContent()).toMatch(/^BuiltLive/);
    await page.keyboard.press('Escape');
    // The draft still has the new title: one change again.
    await publishBar().getByRole('button', { name: '1 unpublished change' }).waitFor();
  });

  it('a preview link shows the draft to someone without a session, with the Preview bar, until revoked', async () => {
    await publishBar().getByRole('button', { name: 'Share preview link' }).click();
    const links = dialog('Share a preview link');
    await links.getByLabel('Valid for (hours)').fill('0');
    await links.getByRole('button', { name: 'Create link' }).click();
    expect(await links.getByText('Enter a whole number of hours from 1 to 168.').isVisible()).toBe(true);
    await links.getByLabel('Valid for (hours)').fill('24');
    await links.getByRole('button', { name: 'Create link' }).click();
    await expectToast('Preview link created');
    const url = await links.getByLabel('New preview link').inputValue();
    expect(url).toMatch(new RegExp(`/published/${domain}\\?preview=`));
    await shot(page, 'publishing-preview-link-en');

    const guestBrowser = await launch();
    const guest = await openPage(guestBrowser);
    try {
      const res = await guest.page.goto(url);
      expect(res?.status()).toBe(200);
      expect(await guest.page.title()).toContain(NEW);
      await guest.page.getByRole('complementary', { name: 'Preview' }).waitFor();
      await links.getByTestId('preview-link').first().getByRole('button', { name: 'Revoke' }).click();
      await dialog('Revoke this preview link?').getByRole('button', { name: 'Revoke' }).click();
      await expectToast('Preview link revoked');
      expect((await guest.page.goto(url))?.status()).toBe(404);
    } finally {
      await guest.context.close();
      await guestBrowser.close();
    }
    await page.keyboard.press('Escape');
    console.log(`mfe-builder own JavaScript with every publishing dialog opened: ${ownJavaScriptKiB().toFixed(1)} KiB gzip`);
    expect(unexpected(errors)).toEqual([]);
  });
});
