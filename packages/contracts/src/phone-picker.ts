// Country code + national digits <-> E.164 for the phone picker, on the calling-code plan the contracts' phoneSchema
// already brings (@app/contracts/phone; the number itself is validated by that schema, as on the server).
import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_DIGITS } from './constants';
import { callingCodeOf, callingCodePlans, phoneCountries } from './phone';

/** ISO 3166-1 alpha-2 ("US", "ET"). */
export type CountryCode = string;
export const DEFAULT_COUNTRY: CountryCode = DEFAULT_PHONE_COUNTRY;

const CODES = phoneCountries();
// Marked pure so that a bundle which never lists the countries (the sign-in page's island) leaves the sorting out.
export const COUNTRIES: readonly CountryCode[] = /* @__PURE__ */ [...CODES.keys()].sort();
export const callingCode = (country: CountryCode): string => CODES.get(country) ?? '';
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** At most 15 digits in all (E.164), the country code included. */
export const maxNationalDigits = (country: CountryCode): number => PHONE_MAX_DIGITS - callingCode(country).length;

/** "+<country code><national digits>", or '' while no digit has been typed. */
export function toE164(country: CountryCode, national: string): string {
  const digits = digitsOnly(national).slice(0, maxNationalDigits(country));
  return digits ? `+${callingCode(country)}${digits}` : '';
}

/** Splits a full number ("+44 20 7946 0958") into country and national digits; null when no calling code matches. */
export function fromInternational(value: string, preferred: CountryCode): { country: CountryCode; national: string } | null {
  const digits = digitsOnly(value);
  // Keep the chosen country when it owns this calling code (US and CA share +1).
  const own = callingCode(preferred);
  if (own && digits.startsWith(own)) return { country: preferred, national: digits.slice(own.length) };
  // Otherwise the main country of its calling code (calling codes are prefix-free).
  const code = callingCodeOf(digits);
  const main = code ? callingCodePlans().get(code)?.countries[0] : undefined;
  return code && main && digits.length > code.length ? { country: main, national: digits.slice(code.length) } : null;
}

/**
 * What the digits field holds once `raw` is typed or pasted into it with `country` picked (the dashboard's PhoneInput
 * and the sign-in page's phone field): a whole international number ("+44 20 ...") picks its own country, and the
 * digits are cut to what that country's numbers can hold.
 */
export function typedNumber(raw: string, country: CountryCode): { country: CountryCode; national: string } {
  const split = (raw.trim().startsWith('+') && fromInternational(raw, country)) || { country, national: raw };
  return { country: split.country, national: digitsOnly(split.national).slice(0, maxNationalDigits(split.country)) };
}

export interface CountryOption {
  country: CountryCode;
  code: string;
  name: string;
}

/** Every country with a calling code, named in the reader's language (Intl, no catalogue bytes), sorted by name. */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(language);
  return COUNTRIES.map((country) => ({ country, code: callingCode(country), name: names?.of(country) ?? country })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
