// Signing in (the front door's page, shell/worker/sign-in) and the account remote (mfe-account) inside the shell as
// `pnpm start` serves them, part 2 of 2: a merchant signed up through the API signs in with username and password
// and with a phone code (wrong codes, bad input, the 30 s wait
// between codes), sees profile and plan, finds a store by number, and no screen scrolls sideways on a phone.
// Sign-up: account-register.e2e.ts.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCard, otpDialog, national, pasteCode, requestLoginCode, typeCode } from '../lib/account';
import { newMerchant, signIn } from '../lib/api';
import { baseURL, fieldError, latestSmsCode, launch, openPage, shot } from '../lib/browser';
import { unexpected } from '../lib/dashboard';

let browser: Browser;
// A verified merchant (its sign-up code was just sent: the first phone code may wait out the 30 s between codes).
let merchant: { username: string; password: string; phone: string };
beforeAll(async () => {
  browser = await launch();
  merchant = await newMerchant();
});
afterAll(async () => {
  await browser?.close();
});

describe('account remote: sign-in, profile and plan', () => {
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
      await context.addCookies([{ name: 'appLang', value: lang, url: baseURL() }]);
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
