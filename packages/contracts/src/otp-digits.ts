// The keyboard rules of the 6-box code entry (SPEC §4), as pure functions: new digits and which box gets focus.
import { OTP_LENGTH } from './constants';

export type Digits = string[];
export interface Step {
  digits: Digits;
  focus: number;
}

export const emptyDigits = (): Digits => Array.from({ length: OTP_LENGTH }, () => '');
export const codeOf = (digits: Digits): string => digits.join('');
const clamp = (i: number) => Math.max(0, Math.min(OTP_LENGTH - 1, i));

/** Typing in box `index`: non-digits are dropped; one digit fills the box and focus moves on; several spread out. */
export function typeAt(digits: Digits, index: number, input: string): Step {
  const typed = input.replace(/\D/g, '');
  const next = [...digits];
  if (!typed) {
    // Only non-digits typed: the box keeps what it had.
    return { digits: next, focus: index };
  }
  // The browser puts the new key next to the old digit ("37"): the newest one wins.
  const chars = typed.length === 2 && digits[index] && typed.includes(digits[index]) ? [typed.replace(digits[index], '')] : [...typed];
  let i = index;
  for (const ch of chars) {
    if (i >= OTP_LENGTH) break;
    next[i] = ch.slice(-1);
    i += 1;
  }
  return { digits: next, focus: clamp(i) };
}

/**
 * One digit key pressed in box `index` (the keyboard path): it replaces whatever the box held, the same digit
 * included, and focus moves on. Typing six digits over a filled code therefore rewrites it in order.
 */
export function keyAt(digits: Digits, index: number, key: string): Step | null {
  if (!/^\d$/.test(key)) return null;
  const next = [...digits];
  next[index] = key;
  return { digits: next, focus: clamp(index + 1) };
}

/** Backspace clears the box and moves back (an already empty box clears the one before). */
export function backspaceAt(digits: Digits, index: number): Step {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: clamp(index - 1) };
  }
  const prev = clamp(index - 1);
  next[prev] = '';
  return { digits: next, focus: prev };
}

/** A paste fills the boxes from the first one with the pasted digits (a 6-digit paste fills all). */
export function pasteCode(text: string): Step | null {
  const typed = text.replace(/\D/g, '').slice(0, OTP_LENGTH);
  if (!typed) return null;
  const next = emptyDigits();
  [...typed].forEach((ch, i) => (next[i] = ch));
  return { digits: next, focus: clamp(typed.length) };
}
