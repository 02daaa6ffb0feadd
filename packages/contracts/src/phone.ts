// Phone numbers without a phone library: the country calling codes, their countries and the possible lengths of
// their national numbers (src/phone-plan.ts, generated from libphonenumber-js's metadata). normalizePhone gives what
// libphonenumber-js/min's parse + isPossible gave for the numbers people type, at ~1.6 KB gzip instead of ~28 KB.
import { PHONE_MAX_DIGITS } from './constants';
import { PHONE_PLAN } from './phone-plan';

interface CallingCodePlan {
  lengths: number[];
  nationalPrefix: string;
  /** The main country first ("1" -> US, AG, ...); empty for non-geographic codes (800, 808, ...). */
  countries: string[];
}

let plans: Map<string, CallingCodePlan> | null = null;
/** Calling code -> its plan, parsed once on first use. */
export function callingCodePlans(): Map<string, CallingCodePlan> {
  if (!plans) {
    plans = new Map(
      PHONE_PLAN.split(';').map((entry) => {
        const [code, lengths, nationalPrefix, countries] = entry.split('/');
        return [code, { lengths: lengths.split(',').map(Number), nationalPrefix, countries: countries ? countries.split(',') : [] }];
      }),
    );
  }
  return plans;
}

/** The calling code a number starts with (calling codes are prefix-free), or null. */
export function callingCodeOf(digits: string): string | null {
  for (const len of [1, 2, 3]) if (digits.length > len - 1 && callingCodePlans().has(digits.slice(0, len))) return digits.slice(0, len);
  return null;
}

/** Every country with a calling code (ISO 3166-1 alpha-2), with its calling code. */
export function phoneCountries(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [code, plan] of callingCodePlans()) for (const country of plan.countries) out.set(country, code);
  return out;
}

/** E.164 phone number ("+15551234567"), the same rule in the form and on the server. */
export function normalizePhone(raw: string): string | null {
  const chars = String(raw ?? '').replace(/[^\d+]/g, '');
  const withPlus = (chars.startsWith('+') ? chars : `+${chars}`).replace(/\++$/, '');
  // A "+" may only lead the number.
  if (withPlus.lastIndexOf('+') > 0) return null;
  const digits = withPlus.slice(1);
  if (digits.length > PHONE_MAX_DIGITS) return null;
  const code = callingCodeOf(digits);
  if (!code) return null;
  const plan = callingCodePlans().get(code)!;
  let national = digits.slice(code.length);
  // A national prefix written after the calling code ("+44 020 ...") is dropped, as libphonenumber does.
  const prefix = plan.nationalPrefix;
  if (prefix && national.startsWith(prefix) && plan.lengths.includes(national.length - prefix.length))
    national = national.slice(prefix.length);
  return plan.lengths.includes(national.length) ? `+${code}${national}` : null;
}
