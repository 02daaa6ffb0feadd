// Issue #34 item 12: the two publishing models are said where they matter. The product form says its changes are live
// at once; the publish bar says what waits for Publish and what does not.
import { productSchema, type Product } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@app/remote-kit/test';
import { publishingMocks } from '../../test/fixtures';
import { ProductEditModal } from '../products/ProductEditModal';
import { PublishBar } from './PublishBar';
import { resetPublishing } from './publishing.store';

// Only what the form shows matters here: a saved product with one photo.
const kettle = {
  ...productSchema.getDefault(),
  id: 7,
  name: 'Kettle',
  description: 'A kettle',
  price: 20,
  stock: 1,
  category: 'Kitchen',
  image_urls: ['/media/k.jpg'],
  images: [],
  created_at: '',
} satisfies Product;

describe('live at once, or on Publish', () => {
  beforeEach(() => resetPublishing());

  it('the product form says product changes are live at once', () => {
    mockApi({});
    renderPage(<ProductEditModal websiteId={42} product={kettle} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Kettle' });
    expect(within(dialog).getByTestId('live-note').textContent).toBe('Changes to products are live at once: they do not wait for Publish.');
  });

  it('the publish bar says products are live at once and everything else waits for Publish', async () => {
    mockApi(publishingMocks({}));
    renderPage(<PublishBar onRestored={vi.fn()} />);
    expect((await screen.findByTestId('publish-models')).textContent).toBe(
      'Products, prices and stock are live at once; everything else waits for Publish.',
    );
  });
});
