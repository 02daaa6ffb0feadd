import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, refusal, renderPage } from '@app/remote-kit/test';
import { ProductCreateForm } from './ProductCreateForm';

const errorOf = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;
const jpg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
const imagesInput = () => screen.getByTestId('product-new-images') as HTMLInputElement;

async function fillFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Mug');
  await user.type(screen.getByLabelText('Description'), 'A big mug');
  await user.type(screen.getByLabelText('Price'), '12.5');
  await user.type(screen.getByLabelText('Stock'), '3');
  await user.type(screen.getByLabelText('Category'), 'Kitchen');
}

/** The form filled with one photo, and Options and variants opened with a first option named `name`. */
async function withOption(name: string) {
  const user = userEvent.setup({ delay: null });
  renderPage(<ProductCreateForm websiteId={42} />);
  await fillFields(user);
  await user.upload(imagesInput(), jpg('a.jpg'));
  await user.click(screen.getByRole('button', { name: 'Options and variants' }));
  await user.type(await screen.findByLabelText('Option 1 name'), name);
  return user;
}

describe('Create product', () => {
  it('every field and one image: "Please fill in all fields." once, each missing field what it needs, focus on the first', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductCreateForm websiteId={42} />);
    expect((screen.getByLabelText('Price') as HTMLInputElement).type).toBe('number');
    expect((screen.getByLabelText('Stock') as HTMLInputElement).type).toBe('number');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please fill in all fields.');
    expect(Object.fromEntries(['Name', 'Description', 'Price', 'Stock', 'Category'].map((label) => [label, errorOf(label)]))).toEqual({
      Name: "Enter the product's name",
      Description: 'Describe the product in a sentence or two',
      Price: 'Enter the price shoppers pay',
      Stock: 'Enter how many you have (0 if none)',
      Category: 'Type or choose a category',
    });
    expect(document.getElementById('product-new-images-error')?.textContent).toBe('Add at least one photo');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    // Filled up to the category: focus goes to the first field still missing.
    await user.type(screen.getByLabelText('Name'), 'Mug');
    await user.type(screen.getByLabelText('Description'), 'A big mug');
    await user.type(screen.getByLabelText('Price'), '12');
    await user.type(screen.getByLabelText('Stock'), '3');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Category')));
    expect(calls).toEqual([]);
  });

  it('a compare-at price is optional and must be above the price', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductCreateForm websiteId={42} />);
    await fillFields(user);
    await user.type(screen.getByLabelText('Compare-at price (optional)'), '10');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(errorOf('Compare-at price (optional)')).toBe('The compare-at price must be above the price'));
  });

  it('a huge price, a negative or fractional stock are named', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductCreateForm websiteId={42} />);
    await user.type(screen.getByLabelText('Price'), '99999999999');
    await user.type(screen.getByLabelText('Stock'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(errorOf('Price')).toBe('Price must be at most 1000000');
    expect(errorOf('Stock')).toBe('Stock must be a whole number');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '1.234');
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '-2');
    expect(errorOf('Price')).toBe('Price can have at most 2 decimals');
    expect(errorOf('Stock')).toBe('Stock cannot be negative');
  });

  it('at most 5 images: a 6th is refused with "You can upload a maximum of 5 images."; so is a non-image', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderPage(<ProductCreateForm websiteId={42} />);
    await user.upload(
      imagesInput(),
      [1, 2, 3, 4, 5, 6].map((n) => jpg(`p${n}.jpg`)),
    );
    // Each file is checked by its content (read asynchronously): what the form says comes once the reads are done.
    await waitFor(() =>
      expect(document.getElementById('product-new-images-error')?.textContent).toBe('You can upload a maximum of 5 images.'),
    );
    expect(screen.getByText('0 of 5 images')).toBeTruthy();
    await user.upload(
      imagesInput(),
      [1, 2, 3, 4].map((n) => jpg(`p${n}.jpg`)),
    );
    await waitFor(() => expect(screen.getByText('4 of 5 images')).toBeTruthy());
    expect(document.getElementById('product-new-images-error')).toBeNull();
    await user.upload(imagesInput(), [jpg('p5.jpg'), jpg('p6.jpg')]);
    await waitFor(() =>
      expect(document.getElementById('product-new-images-error')?.textContent).toBe('You can upload a maximum of 5 images.'),
    );
    await user.upload(imagesInput(), new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(document.getElementById('product-new-images-error')?.textContent).toBe(
        '“doc.pdf” was not added: Only JPEG, PNG, WebP, GIF or AVIF images are allowed.',
      ),
    );
    expect(screen.getByText('4 of 5 images')).toBeTruthy();
    await user.upload(imagesInput(), jpg('p5.jpg'));
    await waitFor(() => expect(screen.getByText('5 of 5 images')).toBeTruthy());
    expect(imagesInput().disabled).toBe(true);
    expect(screen.getAllByRole('img')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Remove new image 2' }));
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      'New image 1: p1.jpg',
      'New image 2: p3.jpg',
      'New image 3: p4.jpg',
      'New image 4: p5.jpg',
    ]);
  });

  it('multipart with each image repeated; "Product Created" after the answer; then the form empties', async () => {
    const gate = deferred({ status: 201, body: { id: 1 } });
    const { calls } = mockApi({ 'POST /website/42/products': gate.handler });
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductCreateForm websiteId={42} />);
    await fillFields(user);
    await user.type(screen.getByLabelText('Compare-at price (optional)'), '15');
    await user.upload(imagesInput(), [jpg('a.jpg'), jpg('b.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0].body as FormData;
    const sent = ['name', 'description', 'price', 'compare_at_price', 'stock', 'category', 'rating'].map((k) => [k, body.get(k)]);
    expect(Object.fromEntries(sent)).toEqual({
      name: 'Mug',
      description: 'A big mug',
      price: '12.5',
      compare_at_price: '15',
      stock: '3',
      category: 'Kitchen',
      rating: '0',
    });
    expect(body.getAll('images').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.jpg']);
    expect(screen.queryByText('Product Created')).toBeNull();
    // While the photos go up, the form says so, and its bar shows how much has gone (all of it, here: the server has
    // the whole body and has not answered yet).
    const bar = screen.getByRole('progressbar', { name: 'Uploading 2 photos…' }) as HTMLProgressElement;
    await waitFor(() => expect([bar.value, bar.max]).toEqual([100, 100]));
    gate.release();
    await screen.findByText('Product Created');
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
  });

  it('"maximum of 5 images" from an earlier pick is gone after a successful create', async () => {
    mockApi({ 'POST /website/42/products': { status: 201, body: { id: 1 } } });
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductCreateForm websiteId={42} />);
    await fillFields(user);
    await user.upload(imagesInput(), jpg('a.jpg'));
    await user.upload(
      imagesInput(),
      [1, 2, 3, 4, 5].map((n) => jpg(`q${n}.jpg`)),
    );
    expect(document.getElementById('product-new-images-error')?.textContent).toBe('You can upload a maximum of 5 images.');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await screen.findByText('Product Created');
    await waitFor(() => expect(document.getElementById('product-new-images-error')).toBeNull());
    expect(screen.getByText('0 of 5 images')).toBeTruthy();
  });

  it("a refused create keeps every value and image and shows the server's message", async () => {
    const msg = 'Only JPEG, PNG, WebP, GIF or AVIF images are allowed';
    const detail = [{ loc: ['body', 'images', 'fake.jpg'], msg: `"fake.jpg": ${msg}`, rule: 'imageType' }];
    mockApi({ 'POST /website/42/products': { status: 415, body: { message: msg, code: 'unsupported_image', detail } } });
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductCreateForm websiteId={42} />);
    await fillFields(user);
    await user.upload(imagesInput(), jpg('fake.jpg'));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect((await screen.findAllByText('Only JPEG, PNG, WebP, GIF or AVIF images are allowed.')).length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Mug');
    expect(screen.getByText('1 of 5 images')).toBeTruthy();
  });

  it('sets up options before the first save: Size S, M, L are three variants sent with the product, which takes their price and stock', async () => {
    const { calls } = mockApi({ 'POST /website/42/products': { status: 201, body: { id: 1 } } });
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductCreateForm websiteId={42} />);
    await fillFields(user);
    await user.upload(imagesInput(), jpg('a.jpg'));
    await user.click(screen.getByRole('button', { name: 'Options and variants' }));
    // Focus lands in the first option's name.
    const name = await screen.findByLabelText('Option 1 name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    await user.type(name, 'Size');
    await user.type(screen.getByLabelText('Values of option 1, separated by commas'), 'S, M, L');
    expect(screen.getByText('3 variants')).toBeTruthy();
    const rows = screen.getAllByRole('group');
    expect(rows.map((r) => r.querySelector('legend')?.textContent)).toEqual(['S', 'M', 'L']);
    // The first variant starts at the form's price and stock, the others at its price with none in stock.
    const field = (row: number, label: string) => within(rows[row]!).getByLabelText(label) as HTMLInputElement;
    expect([field(0, 'Price').value, field(0, 'Stock').value, field(1, 'Price').value, field(1, 'Stock').value]).toEqual([
      '12.5',
      '3',
      '12.5',
      '0',
    ]);
    await user.clear(field(2, 'Price'));
    await user.type(field(2, 'Price'), '9');
    await user.type(field(2, 'Stock'), '4');
    // The product's price and stock are the variants' now: read-only, the lowest price and the total stock.
    expect((screen.getByLabelText('Price (lowest variant)') as HTMLInputElement).value).toBe('9.00');
    expect((screen.getByLabelText('Stock (all variants)') as HTMLInputElement).value).toBe('7');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await screen.findByText('Product Created');
    const body = calls[0]!.body as FormData;
    expect([body.get('price'), body.get('stock')]).toEqual([null, null]);
    const sent = JSON.parse(String(body.get('variants')));
    expect(sent.options).toEqual([{ name: 'Size', values: ['S', 'M', 'L'] }]);
    expect(sent.variants.map((v: { options: string[]; price: number; stock: number }) => [v.options, v.price, v.stock])).toEqual([
      [['S'], 12.5, 3],
      [['M'], 12.5, 0],
      [['L'], 9, 4],
    ]);
    // A new round: the setup is closed again.
    await waitFor(() => expect(screen.queryByLabelText('Option 1 name')).toBeNull());
  });

  it('an option without a name or values is said at its field, focus goes there, and nothing is sent', async () => {
    const { calls } = mockApi({});
    const user = await withOption('Size');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    const values = screen.getByLabelText('Values of option 1, separated by commas');
    await waitFor(() => expect(document.activeElement).toBe(values));
    expect(document.getElementById(`${values.id}-error`)?.textContent).toBe('Each option needs at least one value');
    // Removing the option gives the form its own price and stock back.
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect((screen.getByLabelText('Price') as HTMLInputElement).readOnly).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('Create product: the server refuses its variants', () => {
  it("says the refusal at the variant's field, with focus there, not in the form's alert; the values stay", async () => {
    // What the form cannot check itself (an altered request, or a rule the server has and the form not): the create
    // answers as the variants PUT does, at the variant's place (DESIGN §14).
    const answer = refusal(['body', 'variants[1]', 'price'], 'priceMax', 'Price must be at most 1000000');
    const { calls } = mockApi({ 'POST /website/42/products': answer });
    const user = await withOption('Size');
    await user.type(screen.getByLabelText('Values of option 1, separated by commas'), 'S, M');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const price = within(screen.getByRole('group', { name: 'M' })).getByLabelText('Price');
    await waitFor(() => expect(document.getElementById(`${price.id}-error`)?.textContent).toBe('Price must be at most 1000000'));
    await waitFor(() => expect(document.activeElement).toBe(price));
    // The toast says it too (as every refused save); the form itself has no alert beside it.
    expect(within(document.querySelector('form')!).queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Option 1 name') as HTMLInputElement).value).toBe('Size');
  });
});

describe('Create product: the price its variants give it', () => {
  it('stays empty until a variant has a price, never 0.00', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPage(<ProductCreateForm websiteId={42} />);
    await user.click(screen.getByRole('button', { name: 'Options and variants' }));
    await user.type(await screen.findByLabelText('Option 1 name'), 'Size');
    await user.type(screen.getByLabelText('Values of option 1, separated by commas'), 'S, M');
    const from = screen.getByLabelText('Price (lowest variant)') as HTMLInputElement;
    expect(from.value).toBe('');
    await user.type(within(screen.getByRole('group', { name: 'M' })).getByLabelText('Price'), '7.5');
    expect(from.value).toBe('7.50');
  });
});
