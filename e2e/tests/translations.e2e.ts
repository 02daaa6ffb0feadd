// Merchant content translations (DESIGN §16) as a merchant meets them in the builder: the Languages card turns on
// Spanish and Amharic, the Translations panel translates the store title, a product and a page into both, a source
// edited in the Website card makes its translations outdated, and Publish takes the content translations live.
// Both cards are in a lazy chunk, fetched only when one of them opens (DESIGN §11 budget). Last, the published store
// shows the merchant's words under /es/ and /am/.
import { describe, expect, it } from 'vitest';
import { addProduct } from '../lib/api';
import {
  browser,
  builtMerchant,
  domain,
  errors,
  expectToast,
  openPanel,
  ownJavaScriptKiB,
  page,
  publishBar,
  publishDraft,
  scripts,
  setUpBuilder,
  shot,
  translateResource,
  translationCard,
} from '../lib/builder';
import { openPage } from '../lib/browser';
import { unexpected } from '../lib/dashboard';

setUpBuilder('hero');

const TITLE = { es: 'La tienda de Ana', am: 'የአና መደብር' };
const NEW_SOURCE = "Ana's workshop";
const NEW_TITLE = { es: 'El taller de Ana', am: 'የአና ዎርክሾፕ' };
const PRODUCT = { es: 'Taza azul', am: 'ሰማያዊ ኩባያ' };
const PAGE = { es: 'Sobre nosotros', am: 'ስለ እኛ' };
const LANGUAGE = { es: 'Español', am: 'አማርኛ' };
// The chunk the cards come in (with the publish bar's dialogs, mfe-builder's publishing/dialogs.ts).
const panelsChunk = () => scripts.filter((s) => /\/dialogs-[\w-]{8}\.js$/.test(s.path));
const tab = (lng: 'es' | 'am') => page.getByRole('tab', { name: new RegExp(`^${LANGUAGE[lng]} · `) });
const content = () => page.getByLabel('Content', { exact: true });

/** The resources of one kind in the chosen language (the panel's Content filter). */
async function show(kind: string) {
  await content().selectOption(kind);
  await page.locator('#panel-translations article').first().waitFor();
}

async function translateAll(lng: 'es' | 'am') {
  await tab(lng).click();
  const lang = LANGUAGE[lng];
  await show('website');
  const store = translationCard(/^Store: /);
  await translateResource(store, { [`Title in ${lang}`]: TITLE[lng] });
  // Amharic is plain text in Ethiopic script, marked as such for the browser's fonts and screen readers.
  const title = store.getByLabel(`Title in ${lang}`, { exact: true });
  expect([await title.getAttribute('lang'), await title.inputValue()]).toEqual([lng, TITLE[lng]]);
  await show('product');
  await translateResource(translationCard('Product: Blue mug'), { [`Name in ${lang}`]: PRODUCT[lng] });
  await show('page');
  await translateResource(translationCard('Page: About us'), { [`Title in ${lang}`]: PAGE[lng] });
  await content().selectOption('');
}

describe('content translations in the builder', () => {
  it('the Languages card (a lazy chunk) turns on Spanish and Amharic; a new default warns first', async () => {
    await addProduct(builtMerchant(), 'Blue mug', '12.50');
    const firstLoad = ownJavaScriptKiB();
    console.log(`mfe-builder own JavaScript on arrival: ${firstLoad.toFixed(1)} KiB gzip`);
    expect(firstLoad).toBeLessThanOrEqual(80);
    expect(panelsChunk()).toEqual([]);
    const panel = await openPanel('Languages');
    await panel.getByLabel('Default language').waitFor();
    await expect.poll(() => panelsChunk().length).toBe(1);
    console.log(`Languages, Translations and publishing dialogs chunk: ${(panelsChunk()[0]!.gzip / 1024).toFixed(1)} KiB gzip`);

    await panel.getByLabel('Default language').selectOption('es');
    expect(await panel.getByTestId('default-change-warning').textContent()).toMatch(
      /^Your content will be treated as written in Español instead of English\. Translations already saved in Español will stop being used/,
    );
    await panel.getByLabel('Default language').selectOption('en');
    expect(await panel.getByTestId('default-change-warning').count()).toBe(0);
    await panel.getByRole('checkbox', { name: 'Español' }).check();
    await panel.getByRole('checkbox', { name: 'አማርኛ' }).check();
    await panel.getByRole('button', { name: 'Save languages' }).click();
    await expectToast('Languages saved');
    // The languages are part of the draft: they go live with the next publish.
    await expect.poll(() => publishBar().getByTestId('publish-changes').textContent()).toBe('1 unpublished change');
    await shot(page, 'translations-languages-en');
  });

  it('translates the store title, a product and a page into Spanish and Amharic; counts follow', async () => {
    await openPanel('Translations');
    await tab('es').waitFor();
    const before = await tab('es').textContent();
    await translateAll('es');
    expect(await tab('es').textContent()).not.toBe(before);
    await translateAll('am');
    await expect.poll(() => page.getByTestId('translation-counts').textContent()).toMatch(/^\d+ missing, 0 outdated, 3 up to date$/);
    // Content translations are draft (the store title and the page); the product's is live.
    await expect.poll(() => publishBar().getByTestId('publish-changes').textContent()).toBe('5 unpublished changes');
    await publishBar().getByRole('button', { name: '5 unpublished changes' }).click();
    const items = page.getByRole('dialog', { name: 'Unpublished changes' }).getByRole('listitem');
    await items.first().waitFor();
    const changes = await items.allTextContents();
    expect(changes).toEqual(
      expect.arrayContaining(["TranslationAna's shop (es)added", "TranslationAna's shop (am)added", 'Languagesen, es, amchanged']),
    );
    await page.keyboard.press('Escape');
    await shot(page, 'translations-panel-am-input');
  });

  it('an edited source makes its translations outdated until they are saved again', async () => {
    const website = await openPanel('Website');
    await website.getByLabel('Title', { exact: true }).fill(NEW_SOURCE);
    await website.getByRole('button', { name: 'Update website' }).click();
    await expectToast('Website updated successfully');
    await openPanel('Translations');
    for (const lng of ['es', 'am'] as const) {
      await tab(lng).click();
      await page.getByLabel('Status', { exact: true }).selectOption('outdated');
      const store = translationCard(`Store: ${NEW_SOURCE}`);
      expect(await store.locator('[data-status="outdated"]').textContent()).toMatch(/Outdated$/);
      await expect.poll(() => page.getByTestId('translation-counts').textContent()).toMatch(/, 1 outdated, 2 up to date$/);
      await translateResource(store, { [`Title in ${LANGUAGE[lng]}`]: NEW_TITLE[lng] });
      await page.getByLabel('Status', { exact: true }).selectOption('');
    }
  });

  it('keyboard only through the panel, axe clean at 1280 and 390 px in English and Amharic', async () => {
    await openPanel('Translations');
    await tab('es').focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab('am').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Tab'); // the Status filter
    await page.keyboard.press('Tab'); // the Content filter
    await page.keyboard.press('Tab'); // the store's title in Amharic
    expect(await page.evaluate(() => document.activeElement?.getAttribute('lang'))).toBe('am');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(NEW_TITLE.am);
    await page.keyboard.press('Enter');
    await expectToast('Translation saved');
    await shot(page, 'translations-panel-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'translations-panel-390-en');
    await page.evaluate(() => localStorage.setItem('appLang', 'am'));
    await page.reload();
    await page.getByTestId('store-number').waitFor();
    await openPanel('ትርጉሞች');
    await page.getByRole('tab', { name: /^Español · / }).waitFor();
    await shot(page, 'translations-panel-390-am');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'translations-panel-am');
    await page.evaluate(() => localStorage.setItem('appLang', 'en'));
    await page.reload();
    await page.getByTestId('store-number').waitFor();
  });

  it('publishes: the content translations go live', async () => {
    await publishDraft('Spanish and Amharic');
    expect(await publishBar().getByTestId('publish-changes').textContent()).toBe('No unpublished changes');
    expect(unexpected(errors)).toEqual([]);
  });

  // The merchant's words as a shopper meets them, in the store translated in the panel above. The whole shopper
  // journey (cart, checkout, payment, picker, both widths) runs once, in shopper-locales.e2e.ts.
  it('the published store shows the words saved in the panel under /es/ and /am/', async () => {
    const { context, page: shopper } = await openPage(browser);
    const root = `/published/${domain}`;
    for (const lng of ['es', 'am'] as const) {
      await shopper.goto(`${root}/${lng}`);
      expect(await shopper.getAttribute('html', 'lang')).toBe(lng);
      expect(await shopper.title()).toBe(NEW_TITLE[lng]);
      await shopper.locator('article.sf-card', { hasText: PRODUCT[lng] }).locator('.sf-card__name a').click();
      await shopper.waitForURL(new RegExp(`${root}/${lng}/shop/product/\\d+$`));
      expect(await shopper.locator('h1').innerText()).toBe(PRODUCT[lng]);
      await shopper.goto(`${root}/${lng}/about-us`);
      expect(await shopper.locator('h1').innerText()).toBe(PAGE[lng]);
    }
    await context.close();
  });
});
