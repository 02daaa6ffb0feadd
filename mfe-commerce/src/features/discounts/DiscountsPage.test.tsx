import { changeLanguage } from '@app/i18n';
import type { Discount } from '@app/contracts';
import { discountRules } from '@app/contracts/test-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage, USER } from '@app/remote-kit/test';
import { WEBSITE } from '../../test/fixtures';
import { DiscountsPage } from './DiscountsPage';

const discount = (id: number, over: Partial<Discount> = {}): Discount => ({
  ...discountRules({ code: `CODE${id}`, title: `Sale ${id}` }),
  id,
  value: 10,
  min_subtotal: 0,
  usage_count: 0,
  status: 'active',
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

function mock(items: Discount[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /website/discounts': { body: { items } },
    'GET /website/': { body: WEBSITE },
    'GET /website/website/*/products': { body: { items: [{ id: 5, name: 'Blue mug' }], total: 1, page: 1, limit: 100 } },
    ...extra,
  });
}
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (r: HTMLElement) =>
  within(r)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('DiscountsPage (/discounts)', () => {
  it('lists each discount with its code, value, status and usage', async () => {
    mock([
      discount(2, { kind: 'fixed', value: 5, usage_count: 3, usage_limit: 10 }),
      discount(1, { code: null, automatic: true, status: 'used_up', usage_count: 1, usage_limit: 1 }),
    ]);
    renderPage(<DiscountsPage user={USER} />, { path: '/discounts' });
    await screen.findByRole('table', { name: 'Discounts' });
    expect(rows().map(cells)).toEqual([
      ['Sale 2', 'CODE2', '$5.00', 'Active', '3 of 10', 'EditDeactivate'],
      ['Sale 1', 'Automatic', '10%', 'Used up', '1 of 1', 'EditDeactivate'],
    ]);
  });

  it('creates a discount, checking it with the contracts schema first', async () => {
    const { calls } = mock([], { 'POST /website/discounts': { status: 201, body: discount(9) } });
    const user = userEvent.setup({ delay: null });
    renderPage(<DiscountsPage user={USER} />, { path: '/discounts' });
    await user.click(await screen.findByRole('button', { name: 'New discount' }));
    const dialog = screen.getByRole('dialog', { name: 'New discount' });
    await user.type(within(dialog).getByLabelText('Title'), 'Winter');
    await user.type(within(dialog).getByLabelText('Code'), 'WINTER');
    await user.type(within(dialog).getByLabelText('Percentage (1-100)'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save discount' }));
    const value = within(dialog).getByLabelText('Percentage (1-100)');
    await waitFor(() => expect(value.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('A percentage must be a whole number from 1 to 100')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(value);
    await user.type(value, '15');
    await user.selectOptions(within(dialog).getByLabelText('Applies to'), 'products');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Blue mug' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save discount' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      code: 'WINTER',
      automatic: false,
      title: 'Winter',
      kind: 'percent',
      value: 15,
      applies_to: 'products',
      product_ids: [5],
    });
  });

  it("shows the server's refusal at its field: a code the store already uses", async () => {
    mock([], {
      'POST /website/discounts': {
        status: 409,
        body: {
          code: 'discount_code_taken',
          message: 'Another discount of your store already uses this code',
          detail: [{ loc: ['body', 'code'], msg: 'x' }],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<DiscountsPage user={USER} />, { path: '/discounts' });
    await user.click(await screen.findByRole('button', { name: 'New discount' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Title'), 'Dup');
    await user.type(within(dialog).getByLabelText('Code'), 'welcome');
    await user.type(within(dialog).getByLabelText('Percentage (1-100)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save discount' }));
    const code = within(dialog).getByLabelText('Code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Another discount of your store already uses this code',
    );
  });

  it('deactivates a discount by saving it with active false', async () => {
    const { calls } = mock([discount(3, { usage_limit: 5 })], { 'PUT /website/discounts/3': { body: discount(3, { active: false }) } });
    const user = userEvent.setup({ delay: null });
    renderPage(<DiscountsPage user={USER} />, { path: '/discounts' });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Sale 3' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ code: 'CODE3', active: false, usage_limit: 5, value: 10 });
  });

  it('speaks Amharic', async () => {
    await changeLanguage('am');
    mock([discount(1, { status: 'scheduled' })]);
    renderPage(<DiscountsPage user={USER} />, { path: '/discounts' });
    await screen.findByRole('table', { name: 'ቅናሾች' });
    expect(screen.getByText('የታቀደ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'አዲስ ቅናሽ' })).toBeTruthy();
    await changeLanguage('en');
  });
});
