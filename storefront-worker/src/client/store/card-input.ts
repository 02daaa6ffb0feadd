// What the card form's fields keep of what a shopper types or pastes. Pure, so it is tested without a browser.
import { CARD_NUMBER_DIGITS, CVV_DIGITS } from '@app/contracts/constants';

export interface NumberInput {
  /** Digits only, in groups of four. Nothing is cut: a 17th digit stays, so the check can say it is wrong. */
  value: string;
  /** Something other than digits, spaces or dashes was typed or pasted (and dropped). */
  letters: boolean;
  /** More digits than a card number has. */
  tooLong: boolean;
}

export function cardNumberInput(raw: string): NumberInput {
  const digits = raw.replace(/\D/g, '');
  return {
    value: digits.replace(/(\d{4})(?=\d)/g, '$1 '),
    letters: /[^\d\s-]/.test(raw),
    tooLong: digits.length > CARD_NUMBER_DIGITS,
  };
}

/** The security code: digits only, at most 4. */
export const cvvInput = (raw: string) => raw.replace(/\D/g, '').slice(0, CVV_DIGITS.max);

/** MM/YY as the shopper types: digits only, the slash added after the month. */
export function expiryInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
