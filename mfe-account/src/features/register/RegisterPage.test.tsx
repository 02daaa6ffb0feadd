// The register screen: SPEC §5 messages, the call it makes, the OTP and success modals (SPEC §4), SPEC §8 toasts.
import { changeLanguage } from '@app/i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, USER } from '@app/remote-kit/test';
import { openSignIn } from '../../shared/full-page';
import { RegisterPage } from './RegisterPage';

// The sign-in page is the front door's own: Go to Login leaves the dashboard's router (a full page load).
vi.mock('../../shared/full-page', () => ({ openSignIn: vi.fn(), openStore: vi.fn() }));

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent ?? null;

async function fill(user: UserEvent, v: Partial<Record<'username' | 'email' | 'phone' | 'password' | 'confirm', string>>) {
  const entries: [string, string | undefined][] = [
    ['Username', v.username],
    ['Email (optional)', v.email],
    ['Phone number', v.phone],
    ['Password', v.password],
    ['Confirm password', v.confirm],
  ];
  // Pasted, one input event a field: typing key by key is the phone box's own test below, and re-rendered the whole
  // form per character in every other test.
  for (const [label, value] of entries) {
    if (value === undefined) continue;
    await user.clear(field(label));
    if (value) await user.paste(value);
  }
}
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create account' }));
/** Lets pending promises (the mocked fetch) settle without moving the fake clock, until `ready` holds. */
async function settle(ready: () => boolean) {
  for (let i = 0; i < 100 && !ready(); i++) await act(() => new Promise<void>((r) => setImmediate(r)));
  expect(ready()).toBe(true);
}
// user-event waits on timers of its own: under fake timers it must move them on.
const setupUser = () =>
  userEvent.setup({ delay: null, advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
const GOOD = { username: 'merchant_1', email: 'me@example.com', phone: '2025550123', password: 'blue-canoe-42', confirm: 'blue-canoe-42' };

describe('RegisterPage form (SPEC §5)', () => {
  it('an empty form shows every required message and calls nothing', async () => {
    const { calls } = mockApi({});
    const user = setupUser();
    renderPage(<RegisterPage />);
    await submit(user);
    expect(errorOf(field('Username'))).toBe('Username is required');
    expect(errorOf(field('Phone number'))).toBe("Phone Number can't be empty");
    expect(errorOf(field('Password'))).toBe('Password is required');
    expect(errorOf(field('Confirm password'))).toBe('Please confirm your password');
    expect(errorOf(field('Email (optional)'))).toBeNull();
    expect(calls).toHaveLength(0);
  });

  // Each rule's message is tested once, in packages/contracts (schemas/auth.test.ts): here, that each field shows
  // what the schema says about it, and the form's own rule (the confirmation).
  it('a bad value in every field: each field shows its own message; nothing is sent', async () => {
    const { calls } = mockApi({});
    const user = setupUser();
    renderPage(<RegisterPage />);
    await fill(user, { username: 'ab', email: 'me@', phone: '12', password: 'short', confirm: 'shorter' });
    await submit(user);
    expect(errorOf(field('Username'))).toBe('Username must be at least 3 characters');
    expect(errorOf(field('Email (optional)'))).toBe('Enter a valid email address');
    expect(errorOf(field('Phone number'))).toBe('Enter a valid phone number with its country code');
    expect(errorOf(field('Password'))).toBe('Password must be at least 8 characters');
    expect(errorOf(field('Confirm password'))).toBe('Passwords do not match');
    expect(calls).toHaveLength(0);
  });

  it('a common password is refused at its field', async () => {
    const { calls } = mockApi({});
    const user = setupUser();
    renderPage(<RegisterPage />);
    await fill(user, { ...GOOD, password: 'password123', confirm: 'password123' });
    await submit(user);
    expect(errorOf(field('Password'))).toBe('This password is too common');
    expect(calls).toHaveLength(0);
  });

  it('pressing submit right after typing an invalid value does not blur the field; the click then validates', async () => {
    const { calls } = mockApi({});
    const user = setupUser();
    renderPage(<RegisterPage />);
    await user.type(field('Username'), 'ab');
    const button = screen.getByRole('button', { name: 'Create account' });
    // Mouse down only: a blur here would show the error and move the button before the mouse is released.
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(document.activeElement).toBe(field('Username'));
    expect(errorOf(field('Username'))).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(errorOf(field('Username'))).toBe('Username must be at least 3 characters');
    expect(errorOf(field('Password'))).toBe('Password is required');
    expect(calls).toHaveLength(0);
  });

  it('the phone box keeps digits only, at most 15 with the country code', async () => {
    mockApi({});
    const user = setupUser();
    renderPage(<RegisterPage />);
    await user.type(field('Phone number'), 'a1b2-3 (4)' + '9'.repeat(30));
    expect(field('Phone number').value).toBe('1234' + '9'.repeat(10));
    expect(`1${field('Phone number').value}`).toHaveLength(15);
  });
});

describe('RegisterPage flow', () => {
  it('registers with E.164 and role user, verifies the code, then shows the success modal after 2 s', async () => {
    const verify = vi.fn((body: { code: string }) =>
      body.code === '123456'
        ? { body: { success: true, message: 'Phone number verified. You can now log in.' } }
        : { status: 400, body: { message: 'Please enter the valid code', code: 'otp_invalid' } },
    );
    const { calls } = mockApi({
      'POST /auth/register': { body: { success: true, status: 200, message: 'A verification code has been sent to your phone.' } },
      'POST /auth/verify-phone': verify,
    });
    const user = setupUser();
    renderPage(<RegisterPage />, { path: '/auth/register' });
    await fill(user, GOOD);
    await submit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/auth/register',
      body: { username: 'merchant_1', email: 'me@example.com', phone_number: '+12025550123', password: 'blue-canoe-42', role_name: 'user' },
    });
    expect(await screen.findByText('A verification code has been sent to your phone.')).toBeTruthy();
    expect(within(dialog).getByText(/\+12025550123/)).toBeTruthy();

    // A wrong code: the server's message in red under the boxes.
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('data-otp-box')).toBe('0'));
    await user.keyboard('111111{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter the valid code');

    // The right code: green state and a toast now, the success modal 2 s later.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(within(dialog).getAllByRole('textbox')[0]);
    await user.paste('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await settle(() => within(dialog).queryByText('Phone number verified!') !== null);
    expect(screen.getByText('Phone number verified. You can now log in.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/auth/verify-phone', body: { phone_number: '+12025550123', code: '123456' } });

    await act(async () => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('dialog', { name: 'Registered Successfully!' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Enter the verification code' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    const success = screen.getByRole('dialog', { name: 'Registered Successfully!' });
    expect(screen.queryByRole('dialog', { name: 'Enter the verification code' })).toBeNull();
    expect(within(success).getByText('You can now log in with your account.')).toBeTruthy();
    vi.useRealTimers();

    // Escape closes it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Registered Successfully!' })).toBeNull();
  });

  it('the verified code signs the merchant in: Go to Dashboard hands the user to the shell, no second code or password', async () => {
    const onAuthenticated = vi.fn();
    const { calls } = mockApi({
      'POST /auth/register': { body: { success: true, message: 'A verification code has been sent to your phone.' } },
      'POST /auth/verify-phone': { body: { access_token: 'tok', token_type: 'bearer', user: USER } },
    });
    const user = setupUser();
    renderPage(<RegisterPage onAuthenticated={onAuthenticated} />, { path: '/auth/register' });
    await fill(user, GOOD);
    await submit(user);
    await screen.findByRole('dialog');
    await user.paste('654321');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await settle(() => screen.queryByText('Phone number verified!') !== null);
    expect(screen.getByText('Phone number verified. You are signed in.')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2000));
    vi.useRealTimers();
    const success = screen.getByRole('dialog', { name: 'Registered Successfully!' });
    expect(within(success).getByText('Your account is ready and you are signed in. Next: create your store.')).toBeTruthy();
    expect(within(success).queryByRole('button', { name: 'Go to Login' })).toBeNull();
    await user.click(within(success).getByRole('button', { name: 'Go to Dashboard' }));
    expect(onAuthenticated).toHaveBeenCalledWith(USER);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/auth/register', '/auth/verify-phone']);
  });

  it('an API that only verified the phone still offers Go to Login', async () => {
    mockApi({
      'POST /auth/register': { body: { success: true, message: 'A verification code has been sent to your phone.' } },
      'POST /auth/verify-phone': { body: { success: true, message: 'Phone number verified. You can now log in.' } },
    });
    const user = setupUser();
    renderPage(<RegisterPage />, { path: '/auth/register' });
    await fill(user, GOOD);
    await submit(user);
    await screen.findByRole('dialog');
    await user.paste('654321');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await settle(() => screen.queryByText('Phone number verified!') !== null);
    await act(async () => vi.advanceTimersByTime(2000));
    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(openSignIn).toHaveBeenCalledTimes(1);
  });

  it('a refused registration toasts each detail message (SPEC §8) and keeps the form', async () => {
    mockApi({
      'POST /auth/register': {
        status: 400,
        body: {
          message: 'Username is required',
          code: 'validation_failed',
          detail: [
            { loc: ['body', 'username'], msg: 'Username must be at least 3 characters' },
            { loc: ['body', 'email'], msg: 'Enter a valid email address' },
          ],
        },
      },
    });
    const user = setupUser();
    renderPage(<RegisterPage />);
    await fill(user, GOOD);
    await submit(user);
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('Username').value).toBe('merchant_1');
  });

  it('a taken username is said in a toast and under the field', async () => {
    mockApi({ 'POST /auth/register': { status: 409, body: { message: 'This username is already taken', code: 'username_taken' } } });
    const user = setupUser();
    renderPage(<RegisterPage />);
    await fill(user, GOOD);
    await submit(user);
    await vi.waitFor(() => expect(errorOf(field('Username'))).toBe('This username is already taken'));
    expect(screen.getAllByText('This username is already taken')).toHaveLength(2);
  });

  it('a 429 shows its message (wait and retry)', async () => {
    mockApi({
      'POST /auth/register': {
        status: 429,
        body: { message: 'Please wait 30 seconds before requesting another code.', code: 'rate_limited' },
      },
    });
    const user = setupUser();
    renderPage(<RegisterPage />);
    await fill(user, GOOD);
    await submit(user);
    expect(await screen.findByText('Please wait 30 seconds before requesting another code.')).toBeTruthy();
  });

  it("a network failure says 'Registration failed' (the client's SPEC §8 default)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const user = setupUser();
    renderPage(<RegisterPage />);
    await fill(user, GOOD);
    await submit(user);
    expect(await screen.findByText('Registration failed')).toBeTruthy();
  });
});

// DESIGN §14: rules and API codes reach the screen in the reader's language, never as the API's English.
describe('RegisterPage in Amharic', () => {
  const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
  it('a rule with a param (at most 32 characters) and a server code (username_taken), at the field and in a toast', async () => {
    await changeLanguage('am');
    mockApi({ 'POST /auth/register': { status: 409, body: { message: 'This username is already taken', code: 'username_taken' } } });
    const user = setupUser();
    renderPage(<RegisterPage />);
    const ids = {
      username: 'register-username',
      phone: 'register-phone',
      password: 'register-password',
      confirm: 'register-confirmPassword',
    };
    for (const [k, id] of Object.entries(ids)) await user.type(byId(id), k === 'username' ? 'x'.repeat(33) : GOOD[k as keyof typeof GOOD]);
    await user.click(screen.getByRole('button', { name: 'መለያ ፍጠር' }));
    expect(errorOf(byId(ids.username))).toBe('የተጠቃሚ ስም ከ32 ቁምፊዎች መብለጥ የለበትም');

    await user.clear(byId(ids.username));
    await user.type(byId(ids.username), GOOD.username);
    await user.click(screen.getByRole('button', { name: 'መለያ ፍጠር' }));
    await vi.waitFor(() => expect(errorOf(byId(ids.username))).toBe('ይህ የተጠቃሚ ስም አስቀድሞ ተይዟል'));
    expect(screen.getAllByText('ይህ የተጠቃሚ ስም አስቀድሞ ተይዟል')).toHaveLength(2);
    expect(screen.queryByText('This username is already taken')).toBeNull();
  });
});
