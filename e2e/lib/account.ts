// What the account e2e files share: the login card, and the verification-code dialog as a person types, pastes and
// asks for codes in it.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { API_PREFIX, buildPath, ops } from '@app/contracts';
import { baseURL } from './browser';

/** The national part of a +1 test phone, as typed after the form's country code. */
export const national = (e164: string) => e164.replace(/^\+1/, '');

export const accountCard = (page: Page) => page.locator('section').filter({ has: page.getByRole('tablist') });
export const otpDialog = (page: Page) => page.getByRole('dialog', { name: 'Enter the verification code' });

export async function typeCode(page: Page, code: string) {
  const first = otpDialog(page).getByRole('textbox').first();
  await first.click();
  await page.keyboard.type(code);
}

/** A paste of the six digits into the first box fills every box. */
export async function pasteCode(page: Page, code: string) {
  await otpDialog(page).getByRole('textbox').first().focus();
  await page.evaluate((c) => {
    const data = new DataTransfer();
    data.setData('text/plain', c);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
}

/**
 * Asks for a phone login code. The phone got its registration code moments ago, so the first ask meets the 429 of
 * one SMS per 30 s (checked here); the wait is then ended through the local dev route rather than slept through.
 */
export async function requestLoginCode(page: Page, phone: string) {
  await page.getByLabel('Phone number').fill(national(phone));
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByRole('button', { name: 'Send code' }).click();
    const alert = page.getByTestId('auth-error');
    await Promise.race([otpDialog(page).waitFor(), alert.waitFor()]);
    if (await otpDialog(page).isVisible()) return;
    expect(await alert.textContent()).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    await endSmsWait(phone);
  }
  throw new Error('no login code could be requested');
}

async function endSmsWait(phone: string) {
  const url = `${baseURL().replace('localhost', '127.0.0.1')}${API_PREFIX}${buildPath(ops.devSmsInterval, {})}`;
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phone }) });
  expect(res.status).toBe(204);
}
