import { productSchema, type Product, type ProductVariants } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, renderPage } from '@app/remote-kit/test';
import VariantsEditor from './VariantsEditor';

const PATH = '/website/42/products/7/variants';
const product: Product = {
  ...productSchema.getDefault(),
  id: 7,
  name: 'Tee',
  description: 'A tee',
  price: 20,
  stock: 5,
  category: 'Clothes',
  rating: 4,
  image_urls: ['/media/products/a.jpg', '/media/products/b.jpg'],
  images: [],
  created_at: '',
};
const defaultSet: ProductVariants = {
  options: [],
  variants: [{ id: 70, options: [], price: 20, compare_at_price: null, sku: '', stock: 5, image_url: null }],
};

const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;

async function open(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [`GET ${PATH}`]: { body: defaultSet }, 'GET /website/website/42/products': { body: { items: [] } }, ...routes });
  const user = userEvent.setup({ delay: null });
  renderPage(<VariantsEditor websiteId={42} product={product} />);
  await screen.findByRole('heading', { name: 'Options and variants' });
  return { api, user };
}

async function addSizes(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add option' }));
  await user.type(screen.getByLabelText('Option 1 name'), 'Size');
  await user.type(screen.getByLabelText('Values of option 1, separated by commas'), 'S, M');
}

describe('VariantsEditor', () => {
  it('generates a row per combination from the options, and saves the set with the typed prices, stock and image', async () => {
    const { api, user } = await open({ [`PUT ${PATH}`]: (body) => ({ body: { options: body.options, variants: [] } }) });
    expect(screen.getByRole('group', { name: 'Without options' })).toBeTruthy();
    await addSizes(user);
    expect(screen.getByText('2 variants')).toBeTruthy();
    const price = document.getElementById('product-7-variants-v1-price') as HTMLInputElement;
    await user.clear(price);
    await user.type(price, '22.5');
    await user.selectOptions(document.getElementById('product-7-variants-v0-image')!, 'Photo 2');
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    await screen.findByText('Variants saved.');
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(PATH);
    expect(put.body).toEqual({
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { id: 70, options: ['S'], price: 20, compare_at_price: null, sku: '', stock: 5, image_url: '/media/products/b.jpg' },
        { options: ['M'], price: 22.5, compare_at_price: null, sku: '', stock: 0, image_url: null },
      ],
    });
  });

  it('names a compare-at price not above the price at its field, and sends nothing', async () => {
    const { api, user } = await open();
    const id = 'product-7-variants-v0-compare_at_price';
    await user.type(document.getElementById(id)!, '15');
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(errorOf(id)).toBe('The compare-at price must be above the price');
    expect(document.getElementById(id)!.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('more than 100 variants: says why at Save (the count the options make) and sends nothing; fewer values end it', async () => {
    const { api, user } = await open();
    await addSizes(user);
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByLabelText('Option 2 name'), 'Colour');
    const colours = screen.getByLabelText('Values of option 2, separated by commas');
    // 2 sizes x 51 colours = 102 combinations.
    await user.click(colours);
    await user.paste(Array.from({ length: 51 }, (_, i) => `c${i}`).join(', '));
    const save = screen.getByRole('button', { name: 'Save variants' });
    const why = 'These options make 102 variants; a product has at most 100. Remove some values.';
    expect(screen.getByText('102 variants')).toBeTruthy();
    expect(document.getElementById(save.getAttribute('aria-describedby')!)?.textContent).toBe(why);
    await user.click(save);
    expect(screen.getByRole('alert').textContent).toBe(why);
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    // Fewer values: the rows are there again and the message is gone.
    await user.clear(colours);
    await user.paste('c0, c1');
    expect(screen.getByText('4 variants')).toBeTruthy();
    expect(save.getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('group', { name: 'M / c1' })).toBeTruthy();
  });

  it("shows the server's refusal at the field it names", async () => {
    const { user } = await open({
      [`PUT ${PATH}`]: refusal(['body', 'variants[0]', 'image_url'], 'variantImageUnknown', "Choose one of the product's images"),
    });
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    await waitFor(() => expect(errorOf('product-7-variants-v0-image')).toBe("Choose one of the product's images"));
    expect(screen.getByRole('alert').textContent).toBeTruthy();
  });

  it('allows 3 options at most and removes one by keyboard', async () => {
    const { user } = await open();
    for (let i = 1; i <= 3; i++) {
      screen.getByRole('button', { name: 'Add option' }).focus();
      await user.keyboard('{Enter}');
      // The keyboard lands in the new option's name.
      expect(document.activeElement).toBe(screen.getByLabelText(`Option ${i} name`));
    }
    expect(screen.queryByRole('button', { name: 'Add option' })).toBeNull();
    expect(screen.getByText('A product has at most 3 options: remove one to add another.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(errorOf('product-7-variants-option0-values')).toBe('Each option needs at least one value');
    expect(errorOf('product-7-variants-option2-name')).toBe('Name this option, e.g. Size or Color');
    screen.getByRole('button', { name: 'Remove option 3' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByLabelText('Option 3 name')).toBeNull();
    // The removed button's focus goes to the next thing to do, not to the page's start.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add option' }));
    screen.getByRole('button', { name: 'Remove option 1' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Option 1 name'));
  });
});
