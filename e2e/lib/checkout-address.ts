// The checkout's email and shipping address (#17): every test that pays through the storefront fills them first.
import type { Page } from 'playwright-core';
import { fillTestCard } from './browser';

export interface Shipping {
  email: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export const SHIPPING: Shipping = {
  email: 'shopper@example.com',
  name: 'Abebe Bikila',
  line1: '1 Bole Road',
  line2: '',
  city: 'Addis Ababa',
  region: '',
  postalCode: '1000',
  country: 'ET',
};

/** Fills the contact and shipping fields (the country by its ISO code) with SHIPPING, changed by `over`. */
export async function fillShipping(page: Page, over: Partial<Shipping> = {}) {
  const s = { ...SHIPPING, ...over };
  await page.fill('#sf-ship-email', s.email);
  await page.fill('#sf-ship-name', s.name);
  await page.fill('#sf-ship-line1', s.line1);
  await page.fill('#sf-ship-line2', s.line2);
  await page.fill('#sf-ship-city', s.city);
  await page.fill('#sf-ship-region', s.region);
  await page.fill('#sf-ship-postal-code', s.postalCode);
  await page.selectOption('#sf-ship-country', s.country);
}

/** The address, then a test card that the test provider approves (nothing is submitted). */
export async function fillOrder(page: Page, over: Partial<Shipping> = {}, cardName = 'Ada Lovelace') {
  await fillShipping(page, over);
  await fillTestCard(page, cardName);
}
