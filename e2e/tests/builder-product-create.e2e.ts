// Creating a product with its options and variants before the first save (#34 item 8), inside the shell as `pnpm start`
// serves it: bad input in the "Options and variants" setup (an option without a name, a value typed twice, a price
// with too many decimals) is said at its field and nothing is saved; the saved product has its variants (in the list,
// the API and the variants editor when reopened); the photos' upload shows its progress, then the photo; at 390 px
// nothing scrolls sideways; and one product made with the keyboard only.
import type { Paged, ProductWithVariants } from '@app/contracts';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../lib/browser';
import { builtMerchant, expectCleanRun, expectToast, image, openPanel, page, setUpBuilder, shot, toast } from '../lib/builder';

setUpBuilder('hero');

/** The store's products with their variants, as the API has them. */
async function products(): Promise<Paged<ProductWithVariants>> {
  const res = await page.request.get(`/api/website/website/${builtMerchant().websiteId}/products?limit=20`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Paged<ProductWithVariants>;
}

/** Whether `field` has focus. */
const focused = (field: Locator) => field.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has focus (at most `max` times): a keyboard user's way to a control. */
async function tabTo(target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Create pressed with bad input: the message at its field, focus there, axe, and nothing saved. */
async function refused(create: Locator, field: Locator, message: string, name: string) {
  await create.click();
  await expect.poll(() => fieldError(field)).toBe(message);
  await expect.poll(() => focused(field)).toBe(true);
  await shot(page, name);
  expect((await products()).total).toBe(0);
}

/** The distinct tops of the inputs in `row` (one when they are level), to the pixel. */
const inputTops = (row: Locator) =>
  row.locator('input').evaluateAll((inputs) => [...new Set(inputs.map((i) => Math.round(i.getBoundingClientRect().top)))]);

/** The create form's own fields, filled (the photos apart). */
async function fillProduct(panel: Locator, name: string) {
  await panel.getByLabel('Name', { exact: true }).fill(name);
  await panel.getByLabel('Description', { exact: true }).fill(`${name}: soft cotton, cut and sewn in Addis Ababa`);
  await panel.getByLabel('Price', { exact: true }).fill('20');
  await panel.getByLabel('Stock', { exact: true }).fill('5');
  await panel.getByLabel('Category', { exact: true }).fill('Clothes');
}

describe('builder remote: a product created with its options and variants', () => {
  it('bad input said at its field and nothing saved; then saved with six variants, its upload shown, reopened', async () => {
    const panel = await openPanel('Products');
    await fillProduct(panel, 'Tee');
    await panel.getByTestId('product-new-images').setInputFiles([image('tshirt')]);
    await panel.getByRole('button', { name: 'Options and variants' }).click();
    const setup = panel.getByRole('region', { name: 'Options and variants' });
    const create = panel.getByRole('button', { name: 'Create product' });
    const name1 = setup.getByLabel('Option 1 name');
    const values1 = setup.getByLabel('Values of option 1, separated by commas');
    // Opened: straight into the first option's name.
    await expect.poll(() => focused(name1)).toBe(true);
    await shot(page, 'builder-create-setup-en');

    // An option with values and no name.
    await values1.fill('S, M, L');
    await setup.getByText('3 variants').waitFor();
    await refused(create, name1, 'Name this option, e.g. Size or Color', 'builder-create-option-name-en');

    // A value typed twice (case apart): one row for it, and the message at the values.
    await name1.fill('Size');
    await values1.fill('S, M, L, m');
    await setup.getByRole('button', { name: 'Add option' }).click();
    await setup.getByLabel('Option 2 name').fill('Color');
    await setup.getByLabel('Values of option 2, separated by commas').fill('Red, Blue');
    await setup.getByText('6 variants').waitFor();
    await refused(create, values1, 'This value is already in the option', 'builder-create-duplicate-en');

    // A price with three decimals on one variant.
    await values1.fill('S, M, L');
    const lRed = setup.getByRole('group', { name: 'L / Red' });
    const lRedPrice = lRed.getByLabel('Price', { exact: true });
    await lRedPrice.fill('24.999');
    await refused(create, lRedPrice, 'Price can have at most 2 decimals', 'builder-create-price-en');
    // The message under one price, "Compare-at price" on two lines in the narrow panel: the row's inputs stay level.
    expect(await inputTops(lRed)).toHaveLength(1);

    // Fixed: the product takes the lowest price and the total stock from its variants (read-only now).
    await lRedPrice.fill('24');
    await lRed.getByLabel('Stock', { exact: true }).fill('3');
    expect(await panel.getByLabel('Price (lowest variant)').inputValue()).toBe('20.00');
    expect(await panel.getByLabel('Stock (all variants)').inputValue()).toBe('8');

    // The save is held at the network while the form shows its upload (the bar's share sent comes from the XHR's
    // upload events, which an intercepted request does not give: ProductCreateForm.test checks the share).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The create's path (POST /website/{id}/products), not the public list's (/website/website/{id}/products).
    let heldOne = false;
    await page.route('**/api/website/*/products', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      heldOne = true;
      await held;
      await route.continue();
    });
    const bar = panel.getByRole('progressbar', { name: 'Uploading 1 photo…' });
    try {
      await create.click();
      await bar.waitFor();
      await expect.poll(() => heldOne, { timeout: 30_000 }).toBe(true);
      await shot(page, 'builder-create-uploading-en');
    } finally {
      // Whatever happened above, the page is the file's next tests' too: the save goes through.
      release();
    }
    await expectToast('Product Created');
    await page.unroute('**/api/website/*/products');
    await bar.waitFor({ state: 'detached' });
    // A new round: the form is empty and the setup closed.
    await expect.poll(() => panel.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await panel.getByRole('button', { name: 'Options and variants' }).isVisible()).toBe(true);
    await toast('Product Created').waitFor({ state: 'detached', timeout: 10_000 });

    const { items } = await products();
    expect(items).toHaveLength(1);
    const tee = items[0]!;
    expect([tee.name, tee.price, tee.stock, tee.image_urls.length]).toEqual(['Tee', 20, 8, 1]);
    expect(tee.options).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Color', values: ['Red', 'Blue'] },
    ]);
    expect(tee.variants.map((v) => [v.options.join('/'), v.price, v.stock])).toEqual([
      ['S/Red', 20, 5],
      ['S/Blue', 20, 0],
      ['M/Red', 20, 0],
      ['M/Blue', 20, 0],
      ['L/Red', 24, 3],
      ['L/Blue', 20, 0],
    ]);

    // In the list with its photo (loaded), and reopened: the variants editor has the six as saved.
    await panel.getByRole('tab', { name: 'List' }).click();
    const row = panel.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: 'Tee' });
    await row.waitFor();
    const photo = row.locator('img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shot(page, 'builder-create-listed-en');
    await panel.getByRole('button', { name: 'Edit Tee' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Tee' });
    await edit.getByRole('button', { name: 'Options and variants' }).click();
    const editor = edit.getByRole('region', { name: 'Options and variants' });
    await editor.getByText('6 variants').waitFor();
    expect(await editor.getByLabel('Option 2 name').inputValue()).toBe('Color');
    expect(await editor.getByRole('group', { name: 'L / Red' }).getByLabel('Price', { exact: true }).inputValue()).toBe('24');
    await shot(page, 'builder-create-reopened-en');
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });
    await panel.getByRole('tab', { name: 'Create' }).click();
  });

  it('at 390 px, in English and in Amharic, the open setup fits the phone with its inputs level', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const words = {
      en: { panel: 'Products', open: 'Options and variants', name: 'Option 1 name', values: 'Values of option 1, separated by commas' },
      am: { panel: 'ምርቶች', open: 'አማራጮች እና ዓይነቶች', name: 'የአማራጭ 1 ስም', values: 'የአማራጭ 1 እሴቶች፣ በኮማ የተለዩ' },
    };
    for (const lang of ['en', 'am'] as const) {
      const w = words[lang];
      await page.evaluate((l) => {
        localStorage.setItem('appLang', l);
        document.cookie = `appLang=${l}; Path=/`;
      }, lang);
      await page.goto('/website');
      await page.getByTestId('store-number').waitFor();
      const panel = await openPanel(w.panel);
      await panel.getByRole('button', { name: w.open }).click();
      const setup = panel.getByRole('region', { name: w.open });
      await setup.getByLabel(w.name).fill(lang === 'en' ? 'Size' : 'መጠን');
      await setup.getByLabel(w.values).fill(lang === 'en' ? 'Small, Medium, Large' : 'ትንሽ, መካከለኛ, ትልቅ');
      const last = setup.getByRole('group', { name: lang === 'en' ? 'Large' : 'ትልቅ' });
      await last.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Two fields a line: price and compare-at price level, then SKU ("የምርት መለያ ኮድ (SKU)") and stock.
      expect(await inputTops(last)).toHaveLength(2);
      await shot(page, `builder-create-setup-390-${lang}`);
    }
    await page.evaluate(() => {
      localStorage.setItem('appLang', 'en');
      document.cookie = 'appLang=en; Path=/';
    });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('by keyboard only: the fields, a photo, an option and its variants, Create', async () => {
    await page.goto('/website');
    await page.getByTestId('store-number').waitFor();
    const panel = await openPanel('Products');
    const field = (label: string) => panel.getByLabel(label, { exact: true });
    // Where a keyboard user starts: the form's first field (reached from the panel's Create tab).
    await panel.getByRole('tab', { name: 'Create' }).focus();
    await tabTo(field('Name'));
    await page.keyboard.type('Scarf');
    for (const [label, text] of [
      ['Description', 'A warm scarf, knitted by hand'],
      ['Price', '15'],
      ['Stock', '4'],
      ['Category', 'Clothes'],
    ]) {
      await tabTo(field(label!));
      await page.keyboard.type(text!);
    }
    // The photo: the file input is a control of its own; Space opens the chooser.
    await tabTo(panel.getByTestId('product-new-images'));
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
    await chooser.setFiles(image('tote'));
    await panel.getByText('1 of 5 images').waitFor();
    await tabTo(panel.getByRole('button', { name: 'Options and variants' }));
    await page.keyboard.press('Enter');
    const setup = panel.getByRole('region', { name: 'Options and variants' });
    // Focus lands in the first option's name; Tab goes on to its values.
    await expect.poll(() => focused(setup.getByLabel('Option 1 name'))).toBe(true);
    await page.keyboard.type('Color');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Grey, Green');
    const green = setup.getByRole('group', { name: 'Green' });
    await green.waitFor();
    // The second variant's own price and stock.
    await tabTo(green.getByLabel('Price', { exact: true }));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('17.5');
    await tabTo(green.getByLabel('Stock', { exact: true }));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2');
    await tabTo(panel.getByRole('button', { name: 'Create product' }));
    await page.keyboard.press('Enter');
    await expectToast('Product Created');
    const scarf = (await products()).items.find((p) => p.name === 'Scarf')!;
    expect(scarf.options).toEqual([{ name: 'Color', values: ['Grey', 'Green'] }]);
    expect(scarf.variants.map((v) => [v.options.join('/'), v.price, v.stock])).toEqual([
      ['Grey', 15, 4],
      ['Green', 17.5, 2],
    ]);
    expect([scarf.price, scarf.stock, scarf.image_urls.length]).toEqual([15, 6, 1]);
    await shot(page, 'builder-create-keyboard-en');
    // No console error on the way and the builder's own JavaScript within budget (VariantPriced, fetched here for the
    // read-only price of a product with options, counted apart as a chunk loaded on demand).
    expectCleanRun();
  });
});
