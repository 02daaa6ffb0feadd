// The builder's variants editor (DESIGN §17) inside the shell as `pnpm start` serves it: a merchant opens a product,
// adds Size x Color (3 x 2), the first option by keyboard, is told at the field about a value typed twice and about a
// compare-at price not above the price, saves, and the public product JSON carries the six variants; at 390 px without
// sideways scroll; the product form then shows the variants' price and stock read-only.
import type { Paged, ProductWithVariants } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { addProduct } from '../lib/api';
import { fieldError } from '../lib/browser';
import { builtMerchant, expectToast, openPanel, page, setUpBuilder, shot } from '../lib/builder';

setUpBuilder('hero');

describe('builder remote: options and variants', () => {
  it('a 3 x 2 variant product: options, generated rows, a refused compare-at price, saved, public JSON', async () => {
    const store = builtMerchant();
    const id = await addProduct(store, 'Tee', '20');
    await page.reload();
    const panel = await openPanel('Products');
    await panel.getByRole('tab', { name: 'List' }).click();
    await panel.getByRole('button', { name: 'Edit Tee' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Tee' });
    const toggle = edit.getByRole('button', { name: 'Options and variants' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const editor = edit.getByRole('region', { name: 'Options and variants' });
    await editor.getByRole('group', { name: 'Without options' }).waitFor();

    // By keyboard: Add option lands in the new option's name, Tab goes on to its values.
    await editor.getByRole('button', { name: 'Add option' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Size');
    await page.keyboard.press('Tab');
    await page.keyboard.type('S, M, L, m');
    const sizes = editor.getByLabel('Values of option 1, separated by commas');
    expect(await editor.getByLabel('Option 1 name').inputValue()).toBe('Size');
    await editor.getByRole('button', { name: 'Add option' }).click();
    await editor.getByLabel('Option 2 name').fill('Color');
    await editor.getByLabel('Values of option 2, separated by commas').fill('Red, Blue');
    // "m" repeats "M": one row each, and the save names the duplicate at the values.
    await editor.getByText('6 variants').waitFor();
    await editor.getByRole('button', { name: 'Save variants' }).click();
    expect(await fieldError(sizes)).toBe('This value is already in the option');
    await sizes.fill('S, M, L');
    const lRed = editor.getByRole('group', { name: 'L / Red' });
    await lRed.getByLabel('Price', { exact: true }).fill('24');
    await lRed.getByLabel('Stock', { exact: true }).fill('3');
    const compareAt = lRed.getByLabel('Compare-at price');
    await compareAt.fill('24');
    await editor.getByRole('button', { name: 'Save variants' }).click();
    expect(await fieldError(compareAt)).toBe('The compare-at price must be above the price');
    await compareAt.fill('30');
    await editor.getByRole('button', { name: 'Save variants' }).click();
    await editor.getByText('Variants saved.').waitFor();

    const res = await page.request.get(`/api/website/website/${store.websiteId}/products?ids=${id}`);
    const tee = ((await res.json()) as Paged<ProductWithVariants>).items[0]!;
    expect(tee.options).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Color', values: ['Red', 'Blue'] },
    ]);
    expect(tee.variants).toHaveLength(6);
    expect(tee.variants.find((v) => v.options.join('/') === 'L/Red')).toMatchObject({ price: 24, compare_at_price: 30, stock: 3 });
    // The first combination took over the default variant (its stock); the product's stock is the sum.
    expect(tee.stock).toBe(1003);
    await shot(page, 'builder-variants-1280-en');

    await page.setViewportSize({ width: 390, height: 844 });
    await editor.getByRole('group', { name: 'S / Red' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'builder-variants-390-en');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The product form now shows the variants' price and stock read-only (#34 item 6), and its save leaves them be.
    const price = edit.getByLabel('Price (lowest variant)');
    expect([await price.inputValue(), await price.getAttribute('readonly')]).toEqual(['20.00', '']);
    expect(await edit.getByLabel('Stock (all variants)').inputValue()).toBe('1003');
    await edit.getByRole('button', { name: 'Edit variants' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Options and variants');
    await edit.getByLabel('Name', { exact: true }).fill('Tee shirt');
    await edit.getByRole('button', { name: 'Save product' }).click();
    await expectToast('Product updated');
    const saved = (await (
      await page.request.get(`/api/website/website/${store.websiteId}/products?ids=${id}`)
    ).json()) as Paged<ProductWithVariants>;
    expect(saved.items[0]).toMatchObject({ name: 'Tee shirt', price: 20, stock: 1003 });
  });
});
