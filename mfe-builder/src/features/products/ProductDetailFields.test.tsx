// The fields shoppers see in a product's details list (PRODUCT_DETAIL_FIELDS) have no hand-made input: the form gives
// each a text input under its one label (common.json's `productFields`, the storefront's too), sends it on create
// and shows and sends the saved value on edit; the product view lists it when it has a value.
import { PRODUCT_DETAIL_FIELDS, productSchema, type Product } from '@app/contracts';
import en from '@app/i18n/locales/en/common.json';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '@app/remote-kit/test';
import { ProductCreateForm } from './ProductCreateForm';
import { ProductList } from './ProductList';
import { resetProducts } from './products.store';

const LABELS: Record<string, string> = en.productFields;
const product = (over: Partial<Product> & { id: number }): Product => ({
  ...productSchema.getDefault(),
  name: `Kettle ${over.id}`,
  description: 'Boils water',
  price: 30,
  stock: 2,
  category: 'Kitchen',
  rating: 3,
  image_urls: ['/media/products/k.jpg'],
  images: [],
  created_at: '',
  ...over,
});
const jpg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' });

describe.each(PRODUCT_DETAIL_FIELDS)('the product form field %s', (field) => {
  beforeEach(() => resetProducts());

  it('is a text input under its label, sent on create', async () => {
    const { calls } = mockApi({ 'POST /website/42/products': { status: 201, body: { id: 1 } } });
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductCreateForm websiteId={42} />);
    for (const [label, value] of [
      ['Name', 'Mug'],
      ['Description', 'A big mug'],
      ['Price', '12.5'],
      ['Stock', '3'],
      ['Category', 'Kitchen'],
    ])
      await user.type(screen.getByLabelText(label!), value!);
    await user.upload(screen.getByTestId('product-new-images'), jpg);
    await user.type(screen.getByLabelText(LABELS[field]!), '  MUG-12 ');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await screen.findByText('Product Created');
    expect((calls[0]!.body as FormData).get(field)).toBe('MUG-12');
  });

  it('is listed in the product view under its label when it has a value', async () => {
    mockApi({
      'GET /website/website/42/products': {
        body: { items: [product({ id: 8, [field]: 'KT-8' }), product({ id: 9 })], total: 2, page: 1, limit: 5 },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductList websiteId={42} currency="USD" />);
    await user.click(await screen.findByRole('button', { name: 'View Kettle 8' }));
    const view = await screen.findByRole('dialog', { name: 'Kettle 8' });
    expect(within(view).getByText(LABELS[field]!).nextElementSibling?.textContent).toBe('KT-8');
    await user.click(within(view).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'View Kettle 9' }));
    expect(within(await screen.findByRole('dialog', { name: 'Kettle 9' })).queryByText(LABELS[field]!)).toBeNull();
  });

  it('shows the saved value on edit and sends the new one', async () => {
    const kettle = product({ id: 7, name: 'Kettle', [field]: 'KT-1' });
    const { calls } = mockApi({
      'GET /website/website/42/products': { body: { items: [kettle], total: 1, page: 1, limit: 5 } },
      'PUT /website/website/42/products/7': { body: { ...kettle, [field]: 'KT-2' } },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductList websiteId={42} currency="USD" />);
    await user.click(await screen.findByRole('button', { name: 'Edit Kettle' }));
    const input = within(await screen.findByRole('dialog', { name: 'Edit Kettle' })).getByLabelText(LABELS[field]!) as HTMLInputElement;
    expect(input.value).toBe('KT-1');
    await user.clear(input);
    await user.type(input, 'KT-2');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await screen.findByText('Product updated');
    expect((calls.find((c) => c.method === 'PUT')!.body as FormData).get(field)).toBe('KT-2');
  });
});
