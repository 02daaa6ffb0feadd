import { productSchema, type Product } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@app/remote-kit/test';
import { truncate } from './product-form';
import { ProductList } from './ProductList';
import { resetProducts } from './products.store';

// The schema's defaults first: a field added to productSchema with a default needs no edit here.
const product = (id: number, over: Partial<Product> = {}): Product => ({
  ...productSchema.getDefault(),
  id,
  name: `Product ${id}`,
  description: `Description of product number ${id} which is rather long indeed`,
  price: 10 + id,
  stock: id,
  category: 'Things',
  rating: 4,
  image_urls: [`/media/products/${id}-a.jpg`, `/media/products/${id}-b.jpg`],
  images: [],
  created_at: '',
  ...over,
});

/** A store holding `count` products, newest first: the list pages them by 5, DELETE removes one. */
function server(count: number) {
  let items = Array.from({ length: count }, (_, i) => product(count - i));
  const api = mockApi({
    'GET /website/website/42/products': (_b, { url }) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return { body: { items: items.slice((page - 1) * 5, page * 5), total: items.length, page, limit: 5 } };
    },
    'DELETE /website/website/42/products/*': (_b, { path }) => {
      items = items.filter((p) => p.id !== Number(path.split('/').pop()));
      return { body: { message: 'Product deleted' } };
    },
    'PUT /website/website/42/products/*': (_b, { path }) => ({ body: items.find((p) => p.id === Number(path.split('/').pop())) }),
  });
  return { ...api, items: () => items };
}

describe('Product list', () => {
  beforeEach(() => resetProducts());

  it('descriptions are cut at 40 characters with an ellipsis', () => {
    expect(truncate('x'.repeat(40))).toBe('x'.repeat(40));
    expect(truncate('y'.repeat(41))).toBe(`${'y'.repeat(40)}...`);
  });

  it('pages of 5 with previous and next; delete after a confirmation, then the list is read again', async () => {
    const s = server(7);
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductList websiteId={42} currency="USD" />);
    await screen.findByText('Product 7');
    const list = screen.getByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Description of product number 7 which is...')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Product 2');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete Product 2' }));
    await screen.findByText('Product deleted');
    await waitFor(() => expect(screen.queryByText('Product 2')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete Product 1' }));
    // The emptied page 2 gives way to page 1.
    await screen.findByText('Product 7');
    expect(screen.queryByRole('navigation', { name: 'pagination' })).toBeNull();
    expect(s.items().map((p) => p.id)).toEqual([7, 6, 5, 4, 3]);
  });

  it('view shows everything; edit keeps or removes saved images, adds new ones, and sends keep_image_urls', async () => {
    const s = server(2);
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductList websiteId={42} currency="USD" />);
    await user.click(await screen.findByRole('button', { name: 'View Product 2' }));
    const view = await screen.findByRole('dialog');
    expect(within(view).getByText('Description of product number 2 which is rather long indeed')).toBeTruthy();
    expect(within(view).getByText('$12.00')).toBeTruthy();
    await user.click(within(view).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Edit Product 2' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Product 2' });
    expect(within(edit).getByText('2 of 5 images')).toBeTruthy();
    await user.click(within(edit).getByRole('button', { name: 'Remove saved image 1' }));
    await user.upload(
      within(edit).getByTestId('product-2-images'),
      new File([new Uint8Array([0x89, 0x50])], 'new.png', { type: 'image/png' }),
    );
    await user.clear(within(edit).getByLabelText('Price'));
    await user.type(within(edit).getByLabelText('Price'), '20');
    await user.click(within(edit).getByRole('button', { name: 'Save product' }));
    await screen.findByText('Product updated');
    const body = s.calls.find((c) => c.method === 'PUT')!.body as FormData;
    expect(body.getAll('keep_image_urls')).toEqual(['/media/products/2-b.jpg']);
    expect(body.getAll('images').map((f) => (f as File).name)).toEqual(['new.png']);
    expect(body.get('price')).toBe('20');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a product with variants: price and stock read-only with the way to the variants, left out of the save', async () => {
    const shirt = {
      ...product(1, { name: 'Shirt', price: 9, stock: 7 }),
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { id: 11, options: ['S'], price: 12, compare_at_price: null, sku: '', stock: 3, image_url: null },
        { id: 12, options: ['M'], price: 9, compare_at_price: null, sku: '', stock: 4, image_url: null },
      ],
    };
    const s = mockApi({
      'GET /website/website/42/products': { body: { items: [shirt], total: 1, page: 1, limit: 5 } },
      'GET /website/42/products/1/variants': { body: { options: shirt.options, variants: shirt.variants } },
      'PUT /website/website/42/products/1': { body: shirt },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductList websiteId={42} currency="USD" />);
    await user.click(await screen.findByRole('button', { name: 'Edit Shirt' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Shirt' });
    // Its own chunk: shown once loaded.
    const price = (await within(edit).findByLabelText('Price (lowest variant)')) as HTMLInputElement;
    const stock = within(edit).getByLabelText('Stock (all variants)') as HTMLInputElement;
    expect([price.value, price.readOnly, stock.value, stock.readOnly]).toEqual(['9.00', true, '7', true]);
    expect(price.getAttribute('aria-describedby')).toBe('product-1-priced-hint');
    expect(document.getElementById('product-1-priced-hint')?.textContent).toContain('each has its own price and stock');
    await user.click(within(edit).getByRole('button', { name: 'Edit variants' }));
    const heading = await within(edit).findByRole('heading', { name: 'Options and variants' });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    await user.clear(within(edit).getByLabelText('Name'));
    await user.type(within(edit).getByLabelText('Name'), 'Tee');
    await user.click(within(edit).getByRole('button', { name: 'Save product' }));
    await screen.findByText('Product updated');
    const body = s.calls.find((c) => c.method === 'PUT')!.body as FormData;
    expect([body.get('name'), body.has('price'), body.has('stock')]).toEqual(['Tee', false, false]);
  });

  it('removing every image of a product is "Please fill in all fields."', async () => {
    const s = server(1);
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductList websiteId={42} currency="USD" />);
    await user.click(await screen.findByRole('button', { name: 'Edit Product 1' }));
    const edit = await screen.findByRole('dialog');
    await user.click(within(edit).getByRole('button', { name: 'Remove saved image 2' }));
    await user.click(within(edit).getByRole('button', { name: 'Remove saved image 1' }));
    await user.click(within(edit).getByRole('button', { name: 'Save product' }));
    expect(document.getElementById('product-1-images-error')?.textContent).toBe('Add at least one photo');
    expect(within(edit).getByRole('alert').textContent).toBe('Please fill in all fields.');
    expect(s.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
