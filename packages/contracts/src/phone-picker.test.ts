import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { callingCode, COUNTRIES, countryOptions, fromInternational, maxNationalDigits, toE164 } from './phone-picker';

describe('phone picker', () => {
  it('offers every country with its calling code', () => {
    expect([...COUNTRIES].sort()).toEqual([...getCountries()].sort());
    for (const c of getCountries()) expect(callingCode(c), c).toBe(getCountryCallingCode(c));
  });
  it('emits E.164 with "+" and never more than 15 digits', () => {
    expect(toE164('US', '202-555-0123')).toBe('+12025550123');
    expect(toE164('US', '')).toBe('');
    expect(toE164('US', 'abc')).toBe('');
    const long = toE164('US', '9'.repeat(30));
    expect(long.replace(/\D/g, '')).toHaveLength(15);
    expect(toE164('ET', '9'.repeat(30)).replace(/\D/g, '')).toHaveLength(15);
    expect(maxNationalDigits('ET')).toBe(12);
  });
  it('reads a pasted international number, keeping the chosen country for a shared code', () => {
    expect(fromInternational('+44 20 7946 0958', 'US')).toEqual({ country: 'GB', national: '2079460958' });
    expect(fromInternational('+1 613 555 0100', 'CA')).toEqual({ country: 'CA', national: '6135550100' });
    expect(fromInternational('+251 911 234 567', 'US')).toEqual({ country: 'ET', national: '911234567' });
    expect(fromInternational('+7 9', 'US')).toEqual({ country: 'RU', national: '9' });
    expect(fromInternational('+1 2', 'GB')).toEqual({ country: 'US', national: '2' });
    expect(fromInternational('+', 'US')).toBeNull();
  });
  it('names countries in the reader language', () => {
    const am = countryOptions('am');
    expect(am.find((o) => o.country === 'ET')?.name).toMatch(/[\u1200-\u137F]/);
    expect(countryOptions('en').find((o) => o.country === 'US')).toEqual({ country: 'US', code: '1', name: 'United States' });
  });
});
