// Country code + national digits <-> E.164 for the phone picker, on libphonenumber-js/min: the library and metadata
// the contracts' phoneSchema already brings (the number itself is validated by that schema, as on the server).
import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_DIGITS } from '@app/contracts';
import { getCountries, getCountryCallingCode, Metadata, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export type { CountryCode };
export const DEFAULT_COUNTRY = DEFAULT_PHONE_COUNTRY as CountryCode;

export const COUNTRIES: readonly CountryCode[] = getCountries();
export const callingCode = (country: CountryCode): string => getCountryCallingCode(country);
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** At most 15 digits in all (E.164), the country code included. */
export const maxNationalDigits = (country: CountryCode): number => PHONE_MAX_DIGITS - callingCode(country).length;

/** "+<country code><national digits>", or '' while no digit has been typed. */
export function toE164(country: CountryCode, national: string): string {
  const digits = digitsOnly(national).slice(0, maxNationalDigits(country));
  return digits ? `+${callingCode(country)}${digits}` : '';
}

// Calling code -> its countries, the main one first ("1" -> US, AG, ...); a method the typings leave out.
const byCallingCode = () => (new Metadata() as unknown as { countryCallingCodes(): Record<string, CountryCode[]> }).countryCallingCodes();

/** Splits a full number ("+44 20 7946 0958") into country and national digits; null when no calling code matches. */
export function fromInternational(value: string, preferred: CountryCode): { country: CountryCode; national: string } | null {
  const digits = digitsOnly(value);
  // Keep the chosen country when it owns this calling code (US and CA share +1).
  const own = callingCode(preferred);
  if (digits.startsWith(own)) return { country: preferred, national: digits.slice(own.length) };
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (parsed?.country) return { country: parsed.country, national: digits.slice(parsed.countryCallingCode.length) };
  // Too short to place: the main country of its calling code (calling codes are prefix-free).
  const codes = byCallingCode();
  for (const len of [1, 2, 3]) {
    const main = codes[digits.slice(0, len)]?.[0];
    if (main && digits.length > len) return { country: main, national: digits.slice(len) };
  }
  return null;
}

export interface CountryOption {
  country: CountryCode;
  code: string;
  name: string;
}

/** Every country libphonenumber knows, named in the reader's language (Intl, no catalogue bytes), sorted by name. */
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
