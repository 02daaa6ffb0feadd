import { changeLanguage } from '@app/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage, USER } from '@app/remote-kit/test';
import type { OrderDetail } from '@app/contracts';
import { orderDetail } from './order-detail-fixture';
import { OrderDetailPage } from './OrderDetailPage';

const show = (o: OrderDetail) => ({ body: { order: o } });
const actionNames = (label = 'Order actions') =>
  within(screen.getByRole('group', { name: label }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('OrderDetailPage (/order/:id)', () => {
  it('shows items with variant titles, customer and shipping address, payments, and the timeline', async () => {
    mockApi({ 'GET /orders/12': show(orderDetail()) });
    renderPage(<OrderDetailPage user={USER} />, { path: '/order/12' });
    await screen.findByRole('heading', { name: 'Order #12' });
    const items = screen.getByRole('table', { name: 'Items in order 12' });
    expect(within(items).getAllByRole('row')[1]!.textContent).toBe('Tee #7M / Red$25.002$50.00');
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer.textContent).toContain('ada@example.com');
    expect(customer.textContent).toContain('1 Main St, Addis Ababa, ET');
    expect(screen.getByRole('region', { name: 'Payments' }).textContent).toContain('$50.00 · SucceededCard · Approved · ');
    expect(screen.getByRole('region', { name: 'Timeline' }).textContent).toContain('Order placedPaidShopper');
    expect(actionNames()).toEqual(['Fulfil', 'Refund', 'Cancel order']);
  });

  it('names how each payment was made: a provider or cash on delivery, not its id', async () => {
    const base = orderDetail().payments[0]!;
    const payments = [
      { ...base, payment_via: 'cash_on_delivery' },
      { ...base, payment_via: 'stripe' },
    ];
    mockApi({ 'GET /orders/12': show(orderDetail({ payments })) });
    renderPage(<OrderDetailPage user={USER} />, { path: '/order/12' });
    await screen.findByRole('heading', { name: 'Order #12' });
    const text = screen.getByRole('region', { name: 'Payments' }).textContent;
    expect(text).toContain('Cash on delivery · Approved');
    expect(text).toContain('Stripe · Approved');
    expect(text).not.toContain('cash_on_delivery');
  });

  it('offers only what the state allows', async () => {
    const cases: [Partial<OrderDetail>, (string | null)[]][] = [
      [{ status: 'awaiting_payment', payments: [] }, ['Mark as paid', 'Cancel order']],
      [{ status: 'fulfilled', fulfilled_at: '2026-11-22T10:00:00.000Z' }, ['Refund']],
      [{ status: 'partially_refunded', refunded: 10 }, ['Fulfil', 'Refund', 'Cancel order']],
      // Shipped, then partly refunded: no second fulfil and no cancel (refund it instead).
      [{ status: 'partially_refunded', refunded: 10, fulfilled_at: '2026-11-22T10:00:00.000Z' }, ['Refund']],
    ];
    for (const [over, names] of cases) {
      mockApi({ 'GET /orders/12': show(orderDetail(over)) });
      const view = renderPage(<OrderDetailPage user={USER} />, { path: '/order/12' });
      await screen.findByRole('heading', { name: 'Order #12' });
      expect(actionNames()).toEqual(names);
      view.unmount();
    }
    for (const status of ['refunded', 'cancelled', 'failed'] as const) {
      mockApi({ 'GET /orders/12': show(orderDetail({ status })) });
      const view = renderPage(<OrderDetailPage user={USER} />, { path: '/order/12' });
      await screen.findByRole('heading', { name: 'Order #12' });
      expect(screen.queryByRole('group', { name: 'Order actions' })).toBeNull();
      view.unmount();
    }
  });

  it('refund: checks the amount at its field, shows the server refusal there, then records it with a toast', async () => {
    let answer: 'refuse' | 'ok' = 'refuse';
    const { calls } = mockApi({
      'GET /orders/12': show(orderDetail()),
      'POST /orders/12/refund': () =>
        answer === 'refuse'
          ? {
              status: 400,
              body: {
                message: 'At most 20 can be refunded',
                code: 'validation_failed',
                detail: [{ loc: ['body', 'amount'], msg: 'At most 20 can be refunded', rule: 'refundTooMuch', params: { max: 20 } }],
              },
            }
          : show(orderDetail({ status: 'partially_refunded', refunded: 5 })),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<OrderDetailPage user={USER} />, { path: '/order/12' });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order #12' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    const amount = within(dialog).getByLabelText('Amount (USD)') as HTMLInputElement;
    expect(amount.value).toBe('50.00');
    await user.clear(amount);
    await user.type(amount, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)!.textContent).toBe('At most 50 can be refunded');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(document.getElementById('refund-amount-error')?.textContent).toBe('At most 20 can be refunded'));

    answer = 'ok';
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Put the items back in stock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await screen.findByText('Refund recorded for order #12');
    expect(screen.queryByRole('dialog')).toBeNull();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([
      { amount: 30, restock: false, reason: null },
      { amount: 5, restock: true, reason: null },
    ]);
    expect(screen.getByText('Refunded: $5.00')).toBeTruthy();
  });

  it('confirm (cash on delivery): shows the deadline, confirms, and the order no longer offers it', async () => {
    const waiting = orderDetail({ status: 'awaiting_payment', payments: [], expires_at: '2026-11-23T09:30:00.000Z' });
    const { calls } = mockApi({
      'GET /orders/12': show(waiting),
      'POST /orders/12/confirm': show({ ...waiting, expires_at: null, confirmed_at: '2026-11-21T10:00:00.000Z' }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<OrderDetailPage user={USER} />, { path: '/order/12' });
    await screen.findByRole('heading', { name: 'Order #12' });
    expect(actionNames()).toEqual(['Confirm order', 'Mark as paid', 'Cancel order']);
    expect(screen.getByText(/^Not confirmed: if you do not confirm it by .+2026/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm order #12' });
    expect(dialog.textContent).toContain('collect $50.00 in cash');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    await screen.findByText('Order #12 confirmed');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/orders/12/confirm', {}]]);
    expect(actionNames()).toEqual(['Mark as paid', 'Cancel order']);
    expect(screen.queryByText(/^Not confirmed/)).toBeNull();
  });

  it('fulfil and cancel: the dialog sends what was entered; Escape closes without a call', async () => {
    const { calls } = mockApi({
      'GET /orders/12': show(orderDetail()),
      'POST /orders/12/fulfil': show(
        orderDetail({ status: 'fulfilled', fulfilled_at: '2026-11-22T10:00:00.000Z', carrier: 'DHL', tracking_number: 'JD01' }),
      ),
      'POST /orders/12/cancel': { status: 409, body: { message: 'A fulfilled order cannot be cancelled', code: 'order_state' } },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<OrderDetailPage user={USER} />, { path: '/order/12' });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A fulfilled order cannot be cancelled');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));

    await user.click(screen.getByRole('button', { name: 'Fulfil' }));
    const dialog = screen.getByRole('dialog', { name: 'Fulfil order #12' });
    await user.type(within(dialog).getByLabelText('Carrier (optional)'), 'DHL');
    await user.type(within(dialog).getByLabelText('Tracking number (optional)'), 'JD01');
    await user.click(within(dialog).getByRole('button', { name: 'Fulfil' }));
    await screen.findByText('Order #12 marked as fulfilled');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/orders/12/cancel', { restock: true }],
      ['/orders/12/fulfil', { carrier: 'DHL', tracking_number: 'JD01' }],
    ]);
    expect(screen.getByRole('region', { name: 'Fulfilment' }).textContent).toContain('JD01');
    expect(screen.queryByRole('button', { name: 'Fulfil' })).toBeNull();
  });

  it('an order that is not the store’s says so; in Amharic the page and its actions are in Amharic', async () => {
    mockApi({ 'GET /orders/99': { status: 404, body: { message: 'Order not found', code: 'order_not_found' } } });
    const view = renderPage(<OrderDetailPage user={USER} />, { path: '/order/99' });
    await screen.findByText('This order does not exist or is not in your store.');
    view.unmount();
    await changeLanguage('am');
    mockApi({ 'GET /orders/12': show(orderDetail({ status: 'awaiting_payment' })) });
    renderPage(<OrderDetailPage user={USER} />, { path: '/order/12' });
    await screen.findByRole('heading', { name: 'ትዕዛዝ #12' });
    expect(actionNames('የትዕዛዝ ተግባራት')).toEqual(['እንደተከፈለ ምልክት አድርግ', 'ትዕዛዙን ሰርዝ']);
    expect(screen.getByText('ክፍያ በመጠባበቅ ላይ')).toBeTruthy();
  });

  it('writes the server’s reason codes in the merchant’s language, with amounts as money (#34 item 14)', async () => {
    await changeLanguage('am');
    const at = '2026-11-21T09:30:00.000Z';
    const base = orderDetail().payments[0]!;
    const over: Partial<OrderDetail> = {
      status: 'cancelled',
      payments: [{ ...base, payment_via: 'cash_on_delivery', reason: 'cash_received' }],
      events: [
        {
          type: 'failed',
          from_status: 'pending',
          to_status: 'failed',
          code: 'provider_unreachable',
          params: {},
          note: '',
          actor: 'system',
          created_at: at,
        },
        {
          type: 'cancelled',
          from_status: 'paid',
          to_status: 'cancelled',
          code: 'refunded_amount',
          params: { amount: 12.5, currency: 'USD' },
          note: 'Damaged box',
          actor: 'merchant',
          created_at: at,
        },
      ],
    };
    mockApi({ 'GET /orders/12': show(orderDetail(over)) });
    renderPage(<OrderDetailPage user={USER} />, { path: '/order/12' });
    await screen.findByRole('heading', { name: 'ትዕዛዝ #12' });
    expect(screen.getByRole('region', { name: 'ክፍያዎች' }).textContent).toContain('ጥሬ ገንዘብ ተቀብሏል');
    const timeline = screen.getByRole('region', { name: 'የጊዜ ሰሌዳ' }).textContent;
    expect(timeline).toContain('የክፍያ አቅራቢውን ማግኘት አልተቻለም');
    expect(timeline).toContain('US$12.50 ተመላሽ ተደርጓል · Damaged box');
    expect(timeline).not.toMatch(/provider_unreachable|refunded_amount|could not be reached/);
  });
});
