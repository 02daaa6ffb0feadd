// The login screen: phone code (default tab) and password sign-in, errors above the forms (SPEC §8), find a store.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as fullPage from '../../shared/full-page';
import { mockApi, renderPage, USER } from '@app/remote-kit/test';
import { LoginPage } from './LoginPage';

vi.mock('../../shared/full-page', () => ({ openStore: vi.fn() }));

const setupUser = () => userEvent.setup({ delay: null });
const alertAbove = () => screen.queryByTestId('auth-error')?.textContent ?? null;
const TOKEN = { access_token: 'tok', token_type: 'bearer', user: USER };

function start() {
  const onAuthenticated = vi.fn();
  const user = setupUser();
  renderPage(<LoginPage onAuthenticated={onAuthenticated} />, { path: '/auth/login' });
  return { user, onAuthenticated };
}

describe('LoginPage: phone tab (the default)', () => {
  it('opens on the phone tab; an empty phone says "Phone Number can\'t be empty"', async () => {
    const { calls } = mockApi({});
    const { user } = start();
    expect(screen.getByRole('tab', { name: 'Phone (SMS code)', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText("Phone Number can't be empty")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends a code, opens the 6-box modal, and a right code hands the user to the shell', async () => {
    const { calls } = mockApi({
      'POST /auth/login-with-phone': {
        body: { success: true, detail: 'If this phone number belongs to an account, a login code has been sent.' },
      },
      'POST /auth/verify-otp': (b: { otp: string }) =>
        b.otp === '246810' ? { body: TOKEN } : { status: 400, body: { message: 'Please enter the valid code', code: 'otp_invalid' } },
    });
    const { user, onAuthenticated } = start();
    await user.type(screen.getByLabelText('Phone number'), '2025550123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    expect(calls[0]).toEqual({ method: 'POST', path: '/auth/login-with-phone', body: { phone_number: '+12025550123', role_name: 'user' } });
    expect(await screen.findByText('If this phone number belongs to an account, a login code has been sent.')).toBeTruthy();

    await vi.waitFor(() => expect(document.activeElement?.getAttribute('data-otp-box')).toBe('0'));
    await user.keyboard('111111{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter the valid code');
    expect(onAuthenticated).not.toHaveBeenCalled();

    await user.click(within(dialog).getAllByRole('textbox')[0]);
    await user.paste('246810');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith(USER));
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/auth/verify-otp',
      body: { phone_number: '+12025550123', otp: '246810', role_name: 'user' },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refused request: the server message above the forms and its detail in a toast', async () => {
    mockApi({
      'POST /auth/login-with-phone': {
        status: 400,
        body: {
          message: 'Enter a valid phone number with its country code',
          code: 'validation_failed',
          detail: [{ loc: ['body', 'phone_number'], msg: 'Phone blocked for abuse' }],
        },
      },
    });
    const { user } = start();
    await user.type(screen.getByLabelText('Phone number'), '2025550123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await vi.waitFor(() => expect(alertAbove()).toBe('Enter a valid phone number with its country code'));
    expect(await screen.findByText('Phone blocked for abuse')).toBeTruthy();
    // The alert sits above the tabs and forms.
    const alert = screen.getByTestId('auth-error');
    expect(alert.compareDocumentPosition(screen.getByRole('tablist')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("no message from the server: 'OTP failed'", async () => {
    mockApi({ 'POST /auth/login-with-phone': { status: 500, body: {} } });
    const { user } = start();
    await user.type(screen.getByLabelText('Phone number'), '2025550123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await vi.waitFor(() => expect(alertAbove()).toBe('OTP failed'));
  });
});

describe('LoginPage: username and password tab', () => {
  async function passwordTab() {
    const ctx = start();
    await ctx.user.click(screen.getByRole('tab', { name: 'Username and password' }));
    return ctx;
  }

  it('requires both fields', async () => {
    const { calls } = mockApi({});
    const { user } = await passwordTab();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('signs in form-encoded and hands the user to the shell', async () => {
    const { calls } = mockApi({ 'POST /auth/login': { body: TOKEN } });
    const { user, onAuthenticated } = await passwordTab();
    await user.type(screen.getByLabelText('Username'), ' merchant1 ');
    await user.type(screen.getByLabelText('Password'), 'blue-canoe-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith(USER));
    expect(calls[0]).toMatchObject({ path: '/auth/login', body: { username: 'merchant1', password: 'blue-canoe-42' } });
  });

  it("wrong password: the server's message in the red alert; none: 'Login failed'", async () => {
    mockApi({ 'POST /auth/login': { status: 401, body: { message: 'Incorrect username or password', code: 'invalid_credentials' } } });
    const { user, onAuthenticated } = await passwordTab();
    await user.type(screen.getByLabelText('Username'), 'merchant1');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(alertAbove()).toBe('Incorrect username or password'));
    expect(onAuthenticated).not.toHaveBeenCalled();

    mockApi({ 'POST /auth/login': { status: 502, body: null } });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(alertAbove()).toBe('Login failed'));
  });

  it('a 429 shows its message', async () => {
    mockApi({
      'POST /auth/login': {
        status: 429,
        body: { message: 'Too many failed sign-in attempts. Try again in 15 minutes.', code: 'rate_limited' },
      },
    });
    const { user } = await passwordTab();
    await user.type(screen.getByLabelText('Username'), 'merchant1');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(alertAbove()).toBe('Too many failed sign-in attempts. Try again in 15 minutes.'));
  });
});

describe('LoginPage: the rest', () => {
  it('advertises the Basic plan and links to register', async () => {
    mockApi({});
    const { user } = start();
    expect(screen.getByText('$20 per month')).toBeTruthy();
    expect(screen.getByText('14-day free trial')).toBeTruthy();
    for (const f of [
      'Full header and footer builder',
      'Unlimited products',
      'View and manage transactions',
      'Drag-and-drop page editor',
      'Email support',
      'Basic reports and analytics',
    ]) {
      expect(screen.getByText(f)).toBeTruthy();
    }
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(screen.getByTestId('location').textContent).toBe('/auth/register');
  });

  it('the hidden find-store box takes digits only and opens /published-store/{number}', async () => {
    mockApi({});
    const { user } = start();
    expect(screen.queryByLabelText('Store number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Find a store' }));
    const box = screen.getByLabelText('Store number') as HTMLInputElement;
    const go = screen.getByRole('button', { name: 'Open store' }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    await user.type(box, 'a1b2<3>');
    expect(box.value).toBe('123');
    await user.click(go);
    expect(fullPage.openStore).toHaveBeenCalledWith('123');
  });
});
