// The phone field: a country picker (a native select under a short "US +1" face) and the national digits, read
// as E.164 the way the dashboard's PhoneInput does (@app/contracts/phone-picker).
import { callingCode, DEFAULT_COUNTRY, toE164, typedNumber, type CountryCode } from '@app/contracts/phone-picker';
import { $ } from './ui';

export interface PhoneField {
  input: HTMLInputElement;
  /** "+<code><digits>", or '' while no digit has been typed */
  value: () => string;
}

export function phoneField(onEdit: () => void): PhoneField {
  const input = $<HTMLInputElement>('#login-phone');
  const select = $<HTMLSelectElement>('#login-phone-country');
  const face = $('[data-si-country-face]');
  let country: CountryCode = select.value || DEFAULT_COUNTRY;
  const setCountry = (next: CountryCode) => {
    country = next;
    select.value = next;
    face.textContent = `${next} +${callingCode(next)}`;
  };
  input.addEventListener('input', () => {
    // A whole international number pasted in ("+44 20 ...") also sets the country.
    const typed = typedNumber(input.value, country);
    setCountry(typed.country);
    input.value = typed.national;
    onEdit();
  });
  select.addEventListener('change', () => {
    setCountry(select.value);
    input.value = typedNumber(input.value, country).national;
    onEdit();
  });
  return { input, value: () => toE164(country, input.value) };
}
