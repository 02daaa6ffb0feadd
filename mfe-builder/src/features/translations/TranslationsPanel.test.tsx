import type { TranslationItem, TranslationList } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, refusal, renderPage, type MockRequest } from '@app/remote-kit/test';
import { publishingMocks } from '../../test/fixtures';
import { builderState } from '../builder/builder.store';
import { localesState } from './locales.store';
import { TranslationsPanel } from './TranslationsPanel';
import { resetTranslations } from './translations.store';

const WEBSITE: TranslationItem = {
  type: 'website',
  id: 42,
  source: { title: 'My shop', description: 'Things' },
  fields: null,
  status: 'missing',
};
const PRODUCT: TranslationItem = {
  type: 'product',
  id: 7,
  source: { name: 'Mug', description: 'A big mug', category: 'Kitchen' },
  fields: { name: 'Taza' },
  status: 'outdated',
};
const listOf = (items: TranslationItem[], counts = { missing: 1, outdated: 1, current: 0 }): TranslationList => ({
  items,
  total: items.length,
  page: 1,
  limit: 20,
  counts,
});
const LOCALES = { 'GET /website/locales': { body: { default: 'en', enabled: ['en', 'es', 'am'] } } };
const byQuery = (req: MockRequest) => {
  const items = [WEBSITE, PRODUCT].filter(
    (i) => (!req.query.status || i.status === req.query.status) && (!req.query.type || i.type === req.query.type),
  );
  return { body: listOf(items) };
};
const card = (name: RegExp) => screen.getByRole('article', { name });

describe('translations panel', () => {
  beforeEach(() => {
    resetTranslations();
    localesState.locales = null;
  });

  it('with no language but the default, leads to the Languages card', async () => {
    mockApi({ 'GET /website/locales': { body: { default: 'en', enabled: ['en'] } } });
    const user = userEvent.setup({ delay: null });
    renderPage(<TranslationsPanel />);
    await screen.findByText(/offers only its default language/);
    await user.click(screen.getByRole('button', { name: 'Choose languages' }));
    expect(builderState.open).toBe('languages');
  });

  it('tells a header link from a footer link of the same title', async () => {
    const nav = (id: number, place: 'header' | 'footer'): TranslationItem => ({
      type: 'nav_item',
      id,
      source: { title: 'About' },
      fields: null,
      status: 'missing',
      place,
    });
    mockApi({ ...LOCALES, 'GET /website/translations': { body: listOf([nav(1, 'header'), nav(2, 'footer')]) } });
    renderPage(<TranslationsPanel />);
    expect(await screen.findByRole('article', { name: 'Header link: About' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Footer link: About' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Translation of Footer link: About' })).toBeTruthy();
  });

  it('shows each language with its counts, the original beside the input, and filters by status and type', async () => {
    const { calls } = mockApi({ ...LOCALES, 'GET /website/translations': (_b, req) => byQuery(req) });
    const user = userEvent.setup({ delay: null });
    renderPage(<TranslationsPanel />);
    expect(await screen.findByRole('tab', { name: 'Español · 1 missing · 1 outdated' })).toBeTruthy();
    await screen.findByRole('tab', { name: 'አማርኛ · 1 missing · 1 outdated' });
    const store = await screen.findByRole('article', { name: /Store: My shop/ });
    expect(within(store).getByText('Missing')).toBeTruthy();
    // The original in the store's language, read-only, beside the input in the target language.
    expect(
      within(store)
        .getAllByText('My shop')
        .map((e) => e.getAttribute('lang')),
    ).toEqual(['en', 'en']);
    const title = within(store).getByLabelText('Title in Español') as HTMLInputElement;
    expect([title.lang, title.maxLength]).toEqual(['es', 80]);
    expect(within(store).getByLabelText('Description in Español').tagName).toBe('TEXTAREA');
    expect(within(card(/Product: Mug/)).getByText('Outdated')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'outdated');
    await waitFor(() => expect(screen.queryByRole('article', { name: /Store/ })).toBeNull());
    expect(calls.at(-1)?.query).toMatchObject({ locale: 'es', status: 'outdated', page: '1' });
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.selectOptions(screen.getByLabelText('Content'), 'website');
    await waitFor(() => expect(screen.queryByRole('article', { name: /Product/ })).toBeNull());
    expect(calls.at(-1)?.query).toMatchObject({ locale: 'es', type: 'website' });

    await user.click(screen.getByRole('tab', { name: /አማርኛ/ }));
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ locale: 'am', type: 'website' }));
    expect(((await screen.findByLabelText('Title in አማርኛ')) as HTMLInputElement).lang).toBe('am');
  });

  it('saves a resource: toast after the answer, badge and counts read again, the publish bar too', async () => {
    let saved = false;
    const { calls } = mockApi({
      ...LOCALES,
      ...publishingMocks(),
      'GET /website/translations': () => ({ body: listOf([WEBSITE], saved ? { missing: 0, outdated: 1, current: 1 } : undefined) }),
      'PUT /website/translations/website/42/es': (body: { fields: Record<string, string> }) => {
        saved = true;
        return { body: { ...WEBSITE, fields: { title: body.fields.title! }, status: 'current' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<TranslationsPanel />);
    await user.type(await screen.findByLabelText('Title in Español'), 'Mi tienda');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    await screen.findByText('Translation saved');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ fields: { title: 'Mi tienda', description: '' } });
    expect(within(card(/Store/)).getByText('Up to date')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('translation-counts').textContent).toBe('0 missing, 1 outdated, 1 up to date'));
    expect(screen.getByRole('tab', { name: 'Español · 0 missing · 1 outdated' })).toBeTruthy();
    // A content translation is draft: the publish bar reads its changes again.
    expect(calls.some((c) => c.path === '/website/publishing')).toBe(true);
  });

  it("puts the server's refusal at its field", async () => {
    mockApi({
      ...LOCALES,
      'GET /website/translations': { body: listOf([WEBSITE]) },
      'PUT /website/translations/website/42/es': refusal(['body', 'fields', 'title'], 'tooLong', 'Must be at most 80 characters', {
        max: 80,
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<TranslationsPanel />);
    const title = await screen.findByLabelText('Title in Español');
    await user.type(title, 'Mi tienda');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = title.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(describedBy.at(-1)!)?.textContent).toBe('Must be at most 80 characters');
    expect((title as HTMLInputElement).value).toBe('Mi tienda');
  });

  it('clears a translation after a confirmation', async () => {
    const { calls } = mockApi({
      ...LOCALES,
      'GET /website/translations': { body: listOf([PRODUCT]) },
      'DELETE /website/translations/product/7/es': { status: 200 }, // the API answers 204; the mock's Response always has a body
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<TranslationsPanel />);
    expect(((await screen.findByLabelText('Name in Español')) as HTMLInputElement).value).toBe('Taza');
    await user.click(screen.getByRole('button', { name: 'Clear translation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear this translation?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Clear translation' }));
    await screen.findByText('Translation cleared');
    expect(within(card(/Product/)).getByText('Missing')).toBeTruthy();
    expect((screen.getByLabelText('Name in Español') as HTMLInputElement).value).toBe('');
  });

  it('pages a long list as the API does (20 a page)', async () => {
    const product = (id: number): TranslationItem => ({ ...PRODUCT, id, source: { ...PRODUCT.source, name: `Mug ${id}` } });
    const { calls } = mockApi({
      ...LOCALES,
      'GET /website/translations': (_b, req) => {
        const page = Number(req.query.page);
        const ids = page === 2 ? [21, 22, 23, 24, 25] : Array.from({ length: Number(req.query.limit) === 1 ? 1 : 20 }, (_, i) => i + 1);
        return { body: { ...listOf(ids.map(product)), total: 25, page, limit: Number(req.query.limit) } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<TranslationsPanel />);
    await screen.findByRole('article', { name: 'Product: Mug 20' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('article', { name: 'Product: Mug 25' });
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(calls.at(-1)?.query).toMatchObject({ locale: 'es', page: '2', limit: '20' });
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it("translates a product's option names and values beside their originals; a refusal shows at the value", async () => {
    const tee: TranslationItem = {
      type: 'product',
      id: 9,
      source: { name: 'Tee', description: '', category: 'Tops', 'option/Size': 'Size', 'option/Size/S': 'S', 'option/Size/M': 'M' },
      fields: { 'option/Size': 'Talla', 'option/Size/L': 'Grande' },
      status: 'outdated',
    };
    const { calls } = mockApi({
      ...LOCALES,
      'GET /website/translations': { body: listOf([tee]) },
      'PUT /website/translations/product/9/es': (body: { fields: Record<string, string> }) =>
        body.fields['option/Size/M'] === 'Mediana'
          ? { body: { ...tee, fields: body.fields, status: 'current' } }
          : refusal(['body', 'fields', 'option/Size/M'], 'tooLong', 'Must be at most 40 characters', { max: 40 }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<TranslationsPanel />);
    const name = (await screen.findByLabelText('Option name “Size” in Español')) as HTMLInputElement;
    expect([name.value, name.maxLength, name.lang]).toEqual(['Talla', 40, 'es']);
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Size');
    const m = screen.getByLabelText('Size: value “M” in Español') as HTMLInputElement;
    expect(screen.getByText('Size: value “M”, original (English)')).toBeTruthy();
    // A saved value the product no longer has (L) is no field: it is neither shown nor sent again.
    expect(screen.queryByLabelText(/value “L”/)).toBeNull();
    await user.type(m, 'Med');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    await waitFor(() => expect(m.getAttribute('aria-invalid')).toBe('true'));
    await user.type(m, 'iana');
    await user.click(screen.getByRole('button', { name: 'Save translation' }));
    await screen.findByText('Translation saved');
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      fields: { name: '', description: '', category: '', 'option/Size': 'Talla', 'option/Size/S': '', 'option/Size/M': 'Mediana' },
    });
    expect(within(card(/Product: Tee/)).getByText('Up to date')).toBeTruthy();
  });
});
