// The account remote (mfe-account) inside the shell as `pnpm start` serves it: sign-up with the SMS code from the
// dev outbox, password and phone sign-in, wrong codes, bad input in every field, profile and plan, English and Amharic.
import { gzipSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestSmsCode, launch, openPage, shot, uniqueName, uniquePhone } from '../lib/browser';
import { signIn } from '../lib/api';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// One merchant made by the first test and used by the next ones (vitest runs them in order).
const merchant = { username: uniqueName('acct'), password: 'lantern-harbor-91', phone: uniquePhone() };
const national = (e164: string) => e164.replace(/^\+1/, '');

// A refused call (wrong password, 429...) is logged by Chromium as a failed resource: expected, not a bug.
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));

const accountCard = (page: Page) => page.locator('section').filter({ has: page.getByRole('tablist') });
const otpDialog = (page: Page) => page.getByRole('dialog', { name: 'Enter the verification code' });
const fieldError = (field: Locator) => field.evaluate((el) => document.getElementById(`${el.id}-error`)?.textContent ?? null);

async function typeCode(page: Page, code: string) {
  const first = otpDialog(page).getByRole('textbox').first();
  await first.click();
  await page.keyboard.type(code);
}

/** A paste of the six digits into the first box fills every box. */
async function pasteCode(page: Page, code: string) {
  await otpDialog(page).getByRole('textbox').first().focus();
  await page.evaluate((c) => {
    const data = new DataTransfer();
    data.setData('text/plain', c);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
}

/** Asks for a phone login code; a 429 (one SMS per 30 s per phone) is waited out as its message says. */
async function requestLoginCode(page: Page, phone: string) {
  await page.getByLabel('Phone number').fill(national(phone));
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByRole('button', { name: 'Send code' }).click();
    const alert = page.getByTestId('auth-error');
    await Promise.race([otpDialog(page).waitFor(), alert.waitFor()]);
    if (await otpDialog(page).isVisible()) return;
    const wait = Number(/(\d+) seconds/.exec((await alert.textContent()) ?? '')?.[1] ?? 30);
    await page.waitForTimeout((wait + 1) * 1000);
  }
  throw new Error('no login code could be requested');
}

describe('account remote', () => {
  it('register: every bad input is named, then the SMS code verifies the account and the success modal follows', async () => {
    const { context, page, errors } = await openPage(browser);
    const scripts: { path: string; gzip: number }[] = [];
    page.on('response', async (res) => {
      const path = new URL(res.url()).pathname;
      if (!path.startsWith('/remotes/mfe-account/') || !path.endsWith('.js') || !res.ok()) return;
      scripts.push({ path, gzip: gzipSync(await res.body().catch(() => Buffer.alloc(0))).length });
    });
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
      await page.waitForTimeout(250);
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

  it('login with username and password: bad input, a wrong password in the red alert, then the dashboard', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/auth/login');
    await page.getByRole('tab', { name: 'Phone (SMS code)', selected: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'account-login-en');
    await page.getByRole('tab', { name: 'Username and password' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(await fieldError(page.getByLabel('Username', { exact: true }))).toBe('Username is required');
    expect(await fieldError(page.getByLabel('Password', { exact: true }))).toBe('Password is required');

    await page.getByLabel('Username', { exact: true }).fill(merchant.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = page.getByTestId('auth-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Incorrect username or password');
    // The alert is above the forms.
    const [alertBox, tabsBox] = [await alert.boundingBox(), await page.getByRole('tablist').boundingBox()];
    expect(alertBox!.y).toBeLessThan(tabsBox!.y);
    await shot(page, 'account-login-wrong-password-en');

    await page.getByLabel('Password', { exact: true }).fill(merchant.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard');

    await page.goto('/welcome');
    await page.getByRole('heading', { name: `Welcome, ${merchant.username}` }).waitFor();
    // The role is said in words ("Store owner"), never as the API's code "user".
    for (const text of [merchant.username, `${merchant.username}@example.com`, merchant.phone, 'Store owner']) {
      expect(await page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    }
    expect(await page.getByText('user', { exact: true }).count()).toBe(0);
    expect(await page.getByText(/only previewed on this device; it is not uploaded/).isVisible()).toBe(true);
    await page.getByTestId('avatar-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    });
    await page.getByRole('img', { name: 'Your photo (preview)' }).waitFor();
    await shot(page, 'account-profile-en');

    await page.goto('/subscription');
    await page.getByTestId('trial-days-left').waitFor();
    expect(await page.getByTestId('trial-days-left').textContent()).toBe('14');
    expect(await page.getByText('Sample data').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Cancel plan/ }).getAttribute('aria-disabled')).toBe('true');
    await shot(page, 'account-subscription-en');

    await page.goto('/welcome');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/auth/login');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('login with phone: empty and bad numbers, a wrong code, then the right one', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/auth/login');
    const card = accountCard(page);
    await card.getByRole('button', { name: 'Send code' }).click();
    expect(await fieldError(page.getByLabel('Phone number'))).toBe("Phone Number can't be empty");
    await page.getByLabel('Phone number').pressSequentially('1x2');
    await card.getByRole('button', { name: 'Send code' }).click();
    expect(await page.getByLabel('Phone number').inputValue()).toBe('12');
    expect(await fieldError(page.getByLabel('Phone number'))).toBe('Enter a valid phone number with its country code');

    await requestLoginCode(page, merchant.phone);
    const dialog = otpDialog(page);
    const code = await latestSmsCode(merchant.phone);
    const wrong = code === '999999' ? '888888' : '999999';
    await typeCode(page, wrong);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('Please enter the valid code').waitFor();
    await shot(page, 'account-login-otp-wrong-en');
    // Backspace clears the last box and moves back; editing clears the message.
    await dialog.getByRole('textbox').last().focus();
    await page.keyboard.press('Backspace');
    expect(await dialog.getByText('Please enter the valid code').count()).toBe(0);
    expect(await dialog.getByRole('textbox').last().inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-otp-box'))).toBe('4');
    await pasteCode(page, code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a second code within 30 s: the 429 message in the alert and a toast', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/auth/login');
    await page.getByLabel('Phone number').fill(national(merchant.phone));
    await page.getByRole('button', { name: 'Send code' }).click();
    const alert = page.getByTestId('auth-error');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    // The toast is the second alert; react-toastify loads with the first toast, so it may arrive a moment later.
    await page
      .getByRole('alert')
      .filter({ hasText: /Please wait \d+ seconds/ })
      .nth(1)
      .waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the hidden find-store box takes digits only and opens /published-store/{number}', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/auth/login');
    const card = accountCard(page);
    await card.getByRole('button', { name: 'Find a store' }).click();
    const box = card.getByLabel('Store number');
    await box.pressSequentially('a1b');
    expect(await box.inputValue()).toBe('1');
    await card.getByRole('button', { name: 'Open store' }).click();
    await page.waitForURL('**/published-store/1');
    await context.close();
  });

  it('Amharic: login, register and the code modal in Ethiopic script', async () => {
    const { context, page, errors } = await openPage(browser);
    await context.addInitScript(() => localStorage.setItem('appLang', 'am'));
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
    await page.getByRole('button', { name: 'ነጻ ሙከራው እንዴት ይሠራል?' }).click();
    await page.waitForTimeout(1500);
    await shot(page, 'account-register-am');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('no account screen scrolls sideways on a 360 px phone, in English and Amharic', async () => {
    const { context, page, errors } = await openPage(browser, { mobile: true });
    await page.setViewportSize({ width: 360, height: 800 });
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await signIn(page, merchant);
    for (const lang of ['en', 'am']) {
      await page.evaluate((l) => localStorage.setItem('appLang', l), lang);
      for (const path of ['/subscription', '/welcome']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await scrollWidth(), `${path} ${lang}`).toBeLessThanOrEqual(360);
      }
      await shot(page, `account-subscription-360-${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('appLang', 'en'));
    await context.clearCookies();
    for (const lang of ['en', 'am']) {
      await page.evaluate((l) => localStorage.setItem('appLang', l), lang);
      for (const path of ['/auth/login', '/auth/register']) {
        await page.goto(path);
        await page.getByRole('heading').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await scrollWidth(), `${path} ${lang}`).toBeLessThanOrEqual(360);
        await shot(page, `account-${path.slice(6)}-360-${lang}`);
      }
    }
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
