import { changeLanguage } from '@app/i18n';
import type { PaymentSettings } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage, USER } from '@app/remote-kit/test';
import { PaymentsPage } from './PaymentsPage';

const PATHS = { stripe: '/api/payments/webhooks/stripe/7', chapa: '/api/payments/webhooks/chapa/7' };
const settings = (over: Partial<PaymentSettings> = {}): PaymentSettings => ({
  provider: 'test',
  providers: [over.provider ?? 'test'],
  test_mode: (over.provider ?? 'test') === 'test',
  currency: 'USD',
  credentials: null,
  credentials_status: 'none',
  webhook_paths: PATHS,
  cod_confirm_hours: 48,
  updated_at: null,
  ...over,
});
const STRIPE_STORED = settings({
  provider: 'stripe',
  credentials: { secret_key_hint: '1234', webhook_secret_hint: 'WXYZ' },
  credentials_status: 'stored',
});

function mock(s: PaymentSettings, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /website/payments': { body: s }, ...extra });
}
/** The server refuses the save at one credential field. */
const refusedAt = (field: string, rule: string, params: Record<string, string | number>) => ({
  'PUT /website/payments': {
    status: 400,
    body: { code: 'validation_failed', message: 'x', detail: [{ loc: ['body', 'credentials', field], msg: 'x', rule, params }] },
  },
});
const render = async () => {
  renderPage(<PaymentsPage user={USER} />, { path: '/payments' });
  return screen.findByRole('form', { name: 'Payments' });
};
const errorOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;

describe('PaymentsPage (/payments)', () => {
  it('turns Stripe on: both secrets required first, the webhook URL shown to copy, then the body sent', async () => {
    const { calls } = mock(settings(), { 'PUT /website/payments': { body: STRIPE_STORED } });
    const user = userEvent.setup({ delay: null });
    const form = await render();
    await user.click(within(form).getByRole('radio', { name: /Stripe/ }));
    expect((within(form).getByLabelText('Webhook URL') as HTMLInputElement).value).toBe(`${window.location.origin}${PATHS.stripe}`);
    await user.click(within(form).getByRole('button', { name: 'Save payment settings' }));
    const key = within(form).getByLabelText('Secret key');
    await waitFor(() => expect(key.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(key)).toBe('Enter this once to turn on this provider');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(key, 'pk_test_publishable');
    await user.type(within(form).getByLabelText('Webhook secret'), 'whsec_abcdefgh');
    await user.click(within(form).getByRole('button', { name: 'Save payment settings' }));
    await waitFor(() => expect(errorOf(within(form).getByLabelText('Secret key'))).toMatch(/starts with sk_test_/));
    await user.clear(within(form).getByLabelText('Secret key'));
    await user.type(within(form).getByLabelText('Secret key'), 'sk_test_abcdefgh1234');
    await user.click(within(form).getByRole('button', { name: 'Save payment settings' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      providers: ['stripe'],
      currency: 'USD',
      credentials: { secret_key: 'sk_test_abcdefgh1234', webhook_secret: 'whsec_abcdefgh' },
    });
    // What the server stored shows as hints only.
    expect(await screen.findByLabelText('Stored, ending in 1234')).toBeTruthy();
  });

  it('shows stored secrets as hints, sends none unless replaced, and Replace opens an empty field', async () => {
    const { calls } = mock(STRIPE_STORED, { 'PUT /website/payments': { body: STRIPE_STORED } });
    const user = userEvent.setup({ delay: null });
    const form = await render();
    expect(within(form).getByText('•••• WXYZ')).toBeTruthy();
    expect(document.getElementById('payments-secret_key')).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Store currency'), 'EUR');
    await user.click(within(form).getByRole('button', { name: 'Save payment settings' }));
    await user.click(await screen.findByRole('button', { name: 'Change to EUR' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ providers: ['stripe'], currency: 'EUR', credentials: {} });

    await user.click(within(form).getByRole('button', { name: 'Replace Secret key' }));
    const key = within(form).getByLabelText('Secret key') as HTMLInputElement;
    expect(key.type).toBe('password');
    expect(key.value).toBe('');
    expect(key.placeholder).toBe('Leave empty to keep •••• 1234');
  });

  it('locks the currency to ETB for Chapa and asks for its own secrets', async () => {
    mock(STRIPE_STORED);
    const user = userEvent.setup({ delay: null });
    const form = await render();
    await user.click(within(form).getByRole('radio', { name: /Chapa/ }));
    const currency = within(form).getByLabelText('Store currency') as HTMLSelectElement;
    expect(currency.value).toBe('ETB');
    expect(currency.disabled).toBe(true);
    expect(within(form).getByText('ETB only with this provider.')).toBeTruthy();
    expect(within(form).getByLabelText('Secret key')).toBeTruthy();
    expect((within(form).getByLabelText('Webhook URL') as HTMLInputElement).value).toMatch(/\/chapa\/7$/);
    // Cash on delivery beside Chapa: still ETB, Chapa's secrets still asked for.
    await user.click(within(form).getByRole('checkbox', { name: /Cash on delivery/ }));
    expect(currency.value).toBe('ETB');
    expect(within(form).getByLabelText('Secret key')).toBeTruthy();
    await user.click(within(form).getByRole('radio', { name: /No online payments/ }));
    expect(document.getElementById('payments-secret_key')).toBeNull();
    expect(within(form).queryByLabelText('Webhook URL')).toBeNull();
    expect((within(form).getByLabelText('Store currency') as HTMLSelectElement).disabled).toBe(false);
  });

  it("puts the server's refusal at its field", async () => {
    mock(settings(), refusedAt('webhook_secret', 'atLeastChars', { min: 8 }));
    const user = userEvent.setup({ delay: null });
    const form = await render();
    await user.click(within(form).getByRole('radio', { name: /Stripe/ }));
    await user.type(within(form).getByLabelText('Secret key'), 'sk_live_abcdefgh');
    await user.type(within(form).getByLabelText('Webhook secret'), 'whsec_12345');
    await user.click(within(form).getByRole('button', { name: 'Save payment settings' }));
    const secret = within(form).getByLabelText('Webhook secret');
    await waitFor(() => expect(secret.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(secret)).toBe('Must be at least 8 characters');
  });

  it('asks for the secrets again when the stored ones cannot be read', async () => {
    mock(settings({ provider: 'chapa', currency: 'ETB', credentials_status: 'unreadable' }));
    const form = await render();
    expect(within(form).getByRole('alert').textContent).toMatch(/can no longer be read/);
    expect(within(form).getByLabelText('Secret key')).toBeTruthy();
  });

  it('speaks Amharic', async () => {
    await changeLanguage('am');
    mock(STRIPE_STORED);
    renderPage(<PaymentsPage user={USER} />, { path: '/payments' });
    const form = await screen.findByRole('form', { name: 'ክፍያዎች' });
    expect(within(form).getByRole('checkbox', { name: /በማድረስ ጊዜ ክፍያ/ })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'የክፍያ ቅንብሮችን አስቀምጥ' })).toBeTruthy();
    await changeLanguage('en');
  });

  it('cash on delivery: the confirmation deadline in whole hours from 1 to 720, sent with the provider', async () => {
    const { calls } = mock(settings(), {
      'PUT /website/payments': { body: settings({ provider: 'test', providers: ['test', 'cash_on_delivery'], cod_confirm_hours: 24 }) },
    });
    const user = userEvent.setup({ delay: null });
    const form = await render();
    expect(within(form).queryByLabelText('Hours to confirm a cash-on-delivery order')).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: /Cash on delivery/ }));
    const hours = within(form).getByLabelText('Hours to confirm a cash-on-delivery order') as HTMLInputElement;
    expect(hours.value).toBe('48');
    for (const [typed, message] of [
      ['0', 'Must be at least 1'],
      ['721', 'Must be at most 720'],
      ['1.5', 'Must be a whole number'],
      ['', 'Must be a whole number'],
    ]) {
      await user.clear(hours);
      if (typed) await user.type(hours, typed);
      await user.click(within(form).getByRole('button', { name: 'Save payment settings' }));
      await waitFor(() => expect(errorOf(hours)).toBe(message));
    }
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(within(form).getByRole('button', { name: 'Save payment settings' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      providers: ['test', 'cash_on_delivery'],
      currency: 'USD',
      credentials: null,
      cod_confirm_hours: 24,
    });
  });

  it('names the deadline field in Spanish and Amharic', async () => {
    for (const [lng, label] of [
      ['es', 'Horas para confirmar un pedido contra entrega'],
      ['am', 'በማድረስ ጊዜ ክፍያ ትዕዛዝን ለማረጋገጥ ሰዓታት'],
    ] as const) {
      await changeLanguage(lng);
      mock(settings({ provider: 'cash_on_delivery' }));
      const view = renderPage(<PaymentsPage user={USER} />, { path: '/payments' });
      expect(await screen.findByLabelText(label)).toBeTruthy();
      view.unmount();
    }
    await changeLanguage('en');
  });

  it('says the store is in test mode, and not once it takes real payments (#34)', async () => {
    mock(settings());
    const form = await render();
    expect(within(form).getByTestId('payments-test-mode').textContent).toMatch(/Your store is in test mode\..*no money is charged/);
  });

  it('a new currency asks first: prices are not converted, here is what shoppers will see; Keep sends nothing (#34)', async () => {
    const { calls } = mock(settings({ provider: 'cash_on_delivery' }), {
      'GET /website/': { body: { id: 7 } },
      'GET /website/website/7/products': { body: { items: [{ id: 1, name: 'Blue mug', price: 45 }], total: 1, page: 1, limit: 3 } },
      'PUT /website/payments': { body: settings({ provider: 'chapa', currency: 'ETB' }) },
    });
    const user = userEvent.setup({ delay: null });
    const form = await render();
    await user.click(within(form).getByRole('radio', { name: /Chapa/ }));
    await user.type(within(form).getByLabelText('Secret key'), 'CHASECK_TEST-abcdefgh');
    await user.type(within(form).getByLabelText('Webhook secret'), 'my-hash-1234');
    await user.click(within(form).getByRole('button', { name: 'Save payment settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the store currency from USD to ETB?' });
    expect(dialog.textContent).toMatch(/Prices are not converted/);
    expect(await within(dialog).findByText(/Blue mug: \$45\.00 becomes ETB\s45\.00/)).toBeTruthy();
    expect(dialog.textContent).toMatch(/Orders already placed keep their own currency/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep USD' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Save payment settings' }));
    await user.click(await screen.findByRole('button', { name: 'Change to ETB' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ providers: ['chapa', 'cash_on_delivery'], currency: 'ETB' });
  });

  it('says at the secret key that the provider refused it, in its words (#34)', async () => {
    mock(settings(), refusedAt('secret_key', 'credentialRejected', { provider: 'Stripe' }));
    const user = userEvent.setup({ delay: null });
    const form = await render();
    await user.click(within(form).getByRole('radio', { name: /Stripe/ }));
    await user.type(within(form).getByLabelText('Secret key'), 'sk_live_abcdefgh');
    await user.type(within(form).getByLabelText('Webhook secret'), 'whsec_12345678');
    await user.click(within(form).getByRole('button', { name: 'Save payment settings' }));
    const key = within(form).getByLabelText('Secret key');
    await waitFor(() => expect(errorOf(key)).toMatch(/^Stripe did not accept this key/));
  });

  it('says at the secret key that it was saved but not checked yet when the provider could not be reached (#34)', async () => {
    const unchecked = settings({
      provider: 'chapa',
      providers: ['chapa'],
      currency: 'ETB',
      credentials: { secret_key_hint: 'efgh', webhook_secret_hint: '1234' },
      credentials_status: 'stored',
      key_unchecked: true,
    });
    mock(settings({ provider: 'chapa', providers: ['chapa'], currency: 'ETB' }), { 'PUT /website/payments': { body: unchecked } });
    const user = userEvent.setup({ delay: null });
    const form = await render();
    expect(screen.queryByTestId('payments-key-unchecked')).toBeNull();
    await user.type(within(form).getByLabelText('Secret key'), 'CHASECK_TEST-abcdefgh');
    await user.type(within(form).getByLabelText('Webhook secret'), 'my-hash-1234');
    await user.click(within(form).getByRole('button', { name: 'Save payment settings' }));
    const note = await within(form).findByRole('status');
    expect(note.textContent).toMatch(/^Saved, but we could not reach Chapa to check this key yet/);
    expect(within(form).getByLabelText('Stored, ending in efgh')).toBeTruthy();
    await changeLanguage('am');
    await waitFor(() => expect(within(form).getByTestId('payments-key-unchecked').textContent).toMatch(/^ተቀምጧል፤ .*Chapa/));
    await changeLanguage('en');
  });
});
