// What the account e2e files share: the login card, and the verification-code dialog as a person types, pastes and
// asks for codes in it.
import type { Page } from 'playwright-core';

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

/** Asks for a phone login code; a 429 (one SMS per 30 s per phone) is waited out as its message says. */
export async function requestLoginCode(page: Page, phone: string) {
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
