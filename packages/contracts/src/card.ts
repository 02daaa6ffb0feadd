// The checkout card form checks of SPEC §5, free of yup so that the storefront's checkout island can bundle them
// small. Re-exported by schemas/checkout.ts (and so by the package index) for the other users.
import { CARD_NUMBER_DIGITS, CVV_DIGITS } from './constants';
import { MESSAGES } from './errors';

export interface CardForm {
  name: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
}

/** The SPEC §5 checks, in order; returns the first failure's message or null. Runs in the browser only. */
export function checkCardForm(form: CardForm, now = new Date()): string | null {
  if (!form.name.trim()) return MESSAGES.cardName;
  if (!new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`).test(form.cardNumber.replace(/\s/g, ''))) return MESSAGES.cardNumber;
  if (!new RegExp(`^\\d{${CVV_DIGITS}}$`).test(form.cvv)) return MESSAGES.cardCvv;
  const m = /^(\d{2})\/(\d{2})$/.exec(form.expiry.trim());
  const yy = now.getFullYear() % 100;
  if (!m || +m[1] < 1 || +m[1] > 12 || +m[2] < yy) return MESSAGES.cardExpiry;
  return null;
}
