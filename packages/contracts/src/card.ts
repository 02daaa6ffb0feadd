// The checkout card form checks of SPEC §5, free of yup so that the storefront's checkout island can bundle them
// small. Re-exported by schemas/checkout.ts (and so by the package index) for the other users.
import { CARD_NUMBER_DIGITS, CVV_DIGITS } from './constants';

export interface CardForm {
  name: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
}

const NUMBER = new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`);
const CVV = new RegExp(`^\\d{${CVV_DIGITS.min},${CVV_DIGITS.max}}$`);

/** The card number without the spaces a shopper types or pastes between groups. */
const cardDigits = (cardNumber: string) => cardNumber.replace(/\s/g, '');

/** True when the month MM/20YY has ended at `now` (a card is valid through the last day of its month). */
function isExpired(month: number, year: number, now = new Date()): boolean {
  return year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;
}

/** A failed card check, by name (the storefront's checkout shows its catalogue's text for each). */
export type CardProblem = 'cardName' | 'cardNumber' | 'cardCvv' | 'cardExpiry' | 'cardExpired';

/**
 * The SPEC §5 checks, in order (name, number, CVV, expiry); returns the first failure or null. An expiry that is
 * well formed but in the past is its own failure: the shopper's card has expired, nothing is mistyped.
 */
export function checkCardForm(form: CardForm, now = new Date()): CardProblem | null {
  if (!form.name.trim()) return 'cardName';
  if (!NUMBER.test(cardDigits(form.cardNumber))) return 'cardNumber';
  if (!CVV.test(form.cvv.trim())) return 'cardCvv';
  const m = /^(\d{2})\/(\d{2})$/.exec(form.expiry.trim());
  if (!m || +m[1] < 1 || +m[1] > 12) return 'cardExpiry';
  if (isExpired(+m[1], 2000 + +m[2], now)) return 'cardExpired';
  return null;
}
