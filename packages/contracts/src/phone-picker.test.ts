import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { callingCode, COUNTRIES, countryOptions, fromInternational, maxNationalDigits, toE164, typedNumber } from './phone-picker';

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
  it('keeps what is typed into the digits field to digits the country can hold; a pasted whole number picks its country', () => {
    expect(typedNumber('555-123 4567', 'US')).toEqual({ country: 'US', national: '5551234567' });
    expect(typedNumber('1'.repeat(20), 'US')).toEqual({ country: 'US', national: '1'.repeat(maxNationalDigits('US')) });
    expect(typedNumber(' +44 20 7946 0958', 'US')).toEqual({ country: 'GB', national: '2079460958' });
    expect(typedNumber('+1 416 555 0100', 'CA')).toEqual({ country: 'CA', national: '4165550100' });
    expect(typedNumber(`+251${'9'.repeat(20)}`, 'US')).toEqual({ country: 'ET', national: '9'.repeat(maxNationalDigits('ET')) });
    // A "+" with no known calling code: its digits, in the country already picked.
    expect(typedNumber('+999', 'ET')).toEqual({ country: 'ET', national: '999' });
    expect(typedNumber('abc', 'ET')).toEqual({ country: 'ET', national: '' });
  });

  it('names countries in the reader language', () => {
    const am = countryOptions('am');
    expect(am.find((o) => o.country === 'ET')?.name).toMatch(/[\u1200-\u137F]/);
    expect(countryOptions('en').find((o) => o.country === 'US')).toEqual({ country: 'US', code: '1', name: 'United States' });
  });
});
