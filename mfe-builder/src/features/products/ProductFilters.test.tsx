import { productSchema, type Product } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { held, mockApi, renderPage } from '@app/remote-kit/test';
import { ProductList } from './ProductList';
import { resetProducts } from './products.store';

const product = (id: number, name: string, category: string, stock: number): Product => ({
  ...productSchema.getDefault(),
  id,
  name,
  description: `About ${name}`,
  price: 10,
  stock,
  category,
  rating: 4,
  image_urls: [],
  images: [],
  created_at: '',
});

const ITEMS = [
  product(4, 'Blue mug', 'Kitchen', 0),
  product(3, 'Red mug', 'Kitchen', 3),
  product(2, 'Scarf', 'Clothes', 40),
  product(1, 'Teapot', 'Kitchen', 5),
];

/** The list endpoint filtering as the API does (its rules are proven in edge-api's products-filters test). */
function server() {
  return mockApi({
    'GET /website/website/42/products': (_b, { url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const category = url.searchParams.get('category');
      const stock = url.searchParams.get('stock');
      const items = ITEMS.filter(
        (p) =>
          (!q || `${p.name} ${p.description} ${p.category}`.toLowerCase().includes(q)) &&
          (!category || p.category === category) &&
          (!stock || (stock === 'out' ? p.stock === 0 : stock === 'low' ? p.stock > 0 && p.stock <= 5 : p.stock > 0)),
      );
      return { body: { items, total: items.length, page: 1, limit: 5 } };
    },
  });
}

const lists = (s: ReturnType<typeof server>) => s.calls.filter((c) => c.method === 'GET').map((c) => c.query);
const shown = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);

/** The list, rendered and showing its first page. */
async function openList() {
  const user = userEvent.setup({ delay: null });
  renderPage(<ProductList websiteId={42} currency="USD" />);
  await screen.findByText('Teapot');
  return user;
}

describe('Product list filters', () => {
  beforeEach(() => resetProducts());

  it('search waits for a pause in the typing, then reads page 1 with q', async () => {
    const s = server();
    const user = await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mug');
    await waitFor(() => expect(shown()).toEqual(['Blue mug', 'Red mug']));
    // One read for the three keys, not one per key.
    expect(lists(s)).toEqual([
      { page: '1', limit: '5' },
      { page: '1', limit: '5', q: 'mug' },
    ]);
  });

  it('stock and category narrow the list; nothing left says so; Clear brings every product back', async () => {
    const s = server();
    const user = await openList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Low stock (5 or fewer)');
    await waitFor(() => expect(shown()).toEqual(['Red mug', 'Teapot']));
    const category = screen.getByRole('combobox', { name: 'Category' });
    await user.type(category, 'Clothes{Enter}'); // Enter applies at once
    await screen.findByText('No products match these filters.');
    expect(lists(s).at(-1)).toEqual({ page: '1', limit: '5', category: 'Clothes', stock: 'low' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shown()).toHaveLength(4));
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('button', { name: 'Clear filters' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an older answer that comes last never replaces the newer one', async () => {
    const slow = held();
    let n = 0;
    const s = mockApi({
      'GET /website/website/42/products': (_b, { url }) => {
        n += 1;
        if (n === 2) return slow.handler(); // the first search's answer is late
        const q = url.searchParams.get('q') ?? '';
        const items = ITEMS.filter((p) => p.name.toLowerCase().includes(q));
        return { body: { items, total: items.length, page: 1, limit: 5 } };
      },
    });
    const user = await openList();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'mug{Enter}');
    await user.clear(box);
    await user.type(box, 'tea{Enter}');
    await waitFor(() => expect(shown()).toEqual(['Teapot']));
    slow.release({ body: { items: [ITEMS[0]], total: 1, page: 1, limit: 5 } });
    await new Promise((r) => setTimeout(r, 20));
    expect(shown()).toEqual(['Teapot']);
    expect(s.calls.length).toBeGreaterThanOrEqual(3);
  });
});
