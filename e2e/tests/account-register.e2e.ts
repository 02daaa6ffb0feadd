// The account remote (mfe-account) inside the shell as `pnpm start` serves it, part 1 of 2: sign-up with the SMS code
// from the dev outbox, wrong codes, bad input in every field, and login, register and the code modal in Amharic.
// Signing in with a password or a phone code, profile and plan: account-login.e2e.ts.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpDialog, national, pasteCode, typeCode } from '../lib/account';
import {
  baseURL,
  fieldError,
  latestSmsCode,
  launch,
  nextFrames,
  openPage,
  recordRemoteScripts,
  settleAnimations,
  shot,
  uniqueName,
  uniquePhone,
} from '../lib/browser';
import { unexpected } from '../lib/dashboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// The merchant the first test signs up.
const merchant = { username: uniqueName('acct'), password: 'lantern-harbor-91', phone: uniquePhone() };

describe('account remote: sign-up', () => {
  it('register: every bad input is named, then the SMS code verifies the account and the success modal follows', async () => {
    const { context, page, errors } = await openPage(browser);
    const scripts = recordRemoteScripts(page, 'mfe_account');
    await page.goto('/auth/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'account-register-en');

    const f = {
      username: page.getByLabel('Username', { exact: true }),
      email: page.getByLabel('Email (optional)'),
      phone: page.getByLabel('Phone number'),
      password: page.getByLabel('Password', { exact: true }),
      confirm: page.getByLabel('Confirm password'),
    };
    const submit = page.getByRole('button', { name: 'Create account' });
    await submit.click();
    expect(await fieldError(f.username)).toBe('Username is required');
    expect(await fieldError(f.phone)).toBe("Phone Number can't be empty");
    expect(await fieldError(f.password)).toBe('Password is required');
    expect(await fieldError(f.confirm)).toBe('Please confirm your password');

    await f.username.fill('a b<script>');
    await f.email.fill('not-an-email@');
    await f.phone.pressSequentially('12abc');
    await f.password.fill('password123');
    await f.confirm.fill('password124');
    await submit.click();
    expect(await fieldError(f.username)).toBe('Use letters, digits, dots, dashes and underscores only');
    expect(await fieldError(f.email)).toBe('Enter a valid email address');
    expect(await f.phone.inputValue()).toBe('12');
    expect(await fieldError(f.phone)).toBe('Enter a valid phone number with its country code');
    expect(await fieldError(f.password)).toBe('This password is too common');
    expect(await fieldError(f.confirm)).toBe('Passwords do not match');
    await f.username.fill('x'.repeat(40));
    await f.password.fill('short');
    await submit.click();
    expect(await fieldError(f.username)).toBe('Username must be at most 32 characters');
    expect(await fieldError(f.password)).toBe('Password must be at least 8 characters');
    // At most 15 digits with the country code (+1): 14 national digits.
    await f.phone.fill('');
    await f.phone.pressSequentially('9'.repeat(20));
    expect(await f.phone.inputValue()).toHaveLength(14);
    await shot(page, 'account-register-errors-en');

    await f.username.fill(merchant.username);
    await f.email.fill(`${merchant.username}@example.com`);
    await f.phone.fill(national(merchant.phone));
    await f.password.fill(merchant.password);
    await f.confirm.fill(merchant.password);
    await submit.click();
    const dialog = otpDialog(page);
    await dialog.waitFor();
    await page.getByText('A verification code has been sent to your phone.').waitFor();
    const code = await latestSmsCode(merchant.phone);
    expect(code).toMatch(/^\d{6}$/);

    await typeCode(page, '123');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Please enter a valid 6-digit OTP');
    const wrong = code === '000000' ? '111111' : '000000';
    // Backspace from the third box clears it and moves back, three times over.
    await dialog.getByRole('textbox').nth(2).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-otp-box'))).toBe('0');
    await page.keyboard.type(wrong);
    expect(await dialog.getByRole('textbox').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join(''))).toBe(wrong);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('Please enter the valid code').waitFor();
    await shot(page, 'account-register-otp-wrong-en');
    // After a refusal focus is back on box 1, and typing over the filled boxes rewrites them in order.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-otp-box'))).toBe('0');
    await page.keyboard.type('112233');
    expect(await dialog.getByRole('textbox').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join(''))).toBe('112233');
    // Resend waits the server's interval, counting down.
    expect(await dialog.getByRole('button', { name: 'Resend code' }).isDisabled()).toBe(true);
    expect(await dialog.getByTestId('otp-resend-wait').textContent()).toMatch(/^You can ask for a new code in \d+ s$/);

    await pasteCode(page, code);
    expect(await dialog.getByRole('textbox').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join(''))).toBe(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('Phone number verified!').waitFor();
    await page.getByText('Phone number verified. You are signed in.').first().waitFor();
    await shot(page, 'account-register-otp-ok-en');
    const success = page.getByRole('dialog', { name: 'Registered Successfully!' });
    await success.waitFor({ timeout: 4000 });
    expect(await dialog.count()).toBe(0);
    expect(await success.getByText('Your account is ready and you are signed in. Next: create your store.').isVisible()).toBe(true);
    await shot(page, 'account-register-success-en');
    // The verified code signed the merchant in: the dashboard opens with no second code or password.
    await success.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.reload();
    await page.waitForURL('**/dashboard');

    const ownKiB = scripts.reduce((n, s) => n + s.gzip, 0) / 1024;
    console.log(`mfe-account JavaScript fetched for register + login: ${ownKiB.toFixed(1)} KiB gzip in ${scripts.length} files`);
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KiB ${s.path}`);
    expect(scripts.filter((s) => /prebuild__(react|react_mf_2_dom|react_mf_2_router|i18next|styled)/.test(s.path))).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('register: a press on "Create account" right after an invalid field submits at the first click (no layout shift)', async () => {
    for (const mobile of [false, true]) {
      const { context, page } = await openPage(browser, { mobile });
      await page.goto('/auth/register');
      await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: 60_000 });
      const username = page.getByLabel('Username', { exact: true });
      await username.fill('ab');
      const submit = page.getByRole('button', { name: 'Create account' });
      await submit.scrollIntoViewIfNeeded();
      const before = await submit.boundingBox();
      if (!before) throw new Error('no submit button');
      // A person's click: the button goes down, a moment passes (the page re-renders), then it comes up.
      const [x, y] = [before.x + before.width / 2, before.y + before.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await nextFrames(page);
      // Still under the pointer when it is released (a blur-time error line above would have pushed it down).
      const under = await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.closest('button')?.textContent ?? null, [x, y]);
      expect(under).toBe('Create account');
      await page.mouse.up();
      // Only the submit touches the phone field: its message proves the click was not lost.
      await expect.poll(() => fieldError(page.getByLabel('Phone number'))).toBe("Phone Number can't be empty");
      expect(await fieldError(username)).toBe('Username must be at least 3 characters');
      await context.close();
    }
  });

  it('Amharic: login, register and the code modal in Ethiopic script', async () => {
    const { context, page, errors } = await openPage(browser);
    // As the dashboard's picker keeps the choice: on the device and in the cookie the front door's sign-in page reads.
    await context.addInitScript(() => localStorage.setItem('appLang', 'am'));
    await context.addCookies([{ name: 'appLang', value: 'am', url: baseURL() }]);
    await page.goto('/auth/login');
    await page.getByRole('tab', { name: 'በስልክ (የኤስኤምኤስ ኮድ)' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/[\u1200-\u137F]/);
    await page.getByRole('button', { name: 'ኮድ ላክ' }).click();
    await page.getByText('ስልክ ቁጥር ባዶ ሊሆን አይችልም').waitFor();
    await shot(page, 'account-login-am');

    await page.goto('/auth/register');
    await page.getByRole('heading', { name: 'መለያዎን ይፍጠሩ' }).waitFor();
    await page.getByRole('button', { name: 'መለያ ፍጠር' }).click();
    await page.getByText('የተጠቃሚ ስም ያስፈልጋል').waitFor();
    const question = page.getByRole('button', { name: 'ነጻ ሙከራው እንዴት ይሠራል?' });
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await settleAnimations(page);
    await shot(page, 'account-register-am');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
