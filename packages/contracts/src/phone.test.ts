import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs script without types
import { phonePlan } from '../scripts/phone-plan.mjs';
import { PHONE_PLAN } from './phone-plan';
import { callingCodeOf, normalizePhone, phoneCountries } from './phone';

/** What normalizePhone answered when it used libphonenumber-js/min. */
function withLibrary(raw: string): string | null {
  const digits = raw.replace(/[^\d+]/g, '');
  const withPlus = digits.startsWith('+') ? digits : `+${digits}`;
  if (withPlus.replace(/\D/g, '').length > 15) return null;
  const parsed = parsePhoneNumberFromString(withPlus);
  return parsed && parsed.isPossible() ? parsed.number : null;
}

describe('phone plan', () => {
  it('is the one generated from the libphonenumber-js metadata (node scripts/phone-plan.mjs)', () => {
    expect(PHONE_PLAN).toBe(phonePlan());
  });
  it('knows every country and its calling code', () => {
    const countries = phoneCountries();
    expect([...countries.keys()].sort()).toEqual([...getCountries()].sort());
    for (const c of getCountries()) expect(countries.get(c), c).toBe(getCountryCallingCode(c));
    expect(callingCodeOf('447911')).toBe('44');
    expect(callingCodeOf('')).toBeNull();
  });
  it('agrees with libphonenumber on typical numbers', () => {
    const samples = [
      '+1 (202) 555-0100',
      '12025550100',
      '+44 20 7946 0958',
      '+44 020 7946 0958',
      '+251 911 234 567',
      '+2519112345',
      '+33 6 12 34 56 78',
      '+49 30 123456',
      '+91 98765 43210',
      '+86 138 0013 8000',
      '+7 912 345 67 89',
      '+81 90-1234-5678',
      '+1 202 555 01',
      '+800 1234 5678',
      '+1+202',
      '12+025550100',
      '+12025550100+',
      'abc',
      '',
      '+',
      '1',
      '9'.repeat(16),
    ];
    for (const s of samples) expect(normalizePhone(s), s).toBe(withLibrary(s));
  });
  it('agrees with libphonenumber on almost all random numbers', () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const codes = [...new Set([...phoneCountries().values()])];
    let differ = 0;
    const N = 20_000;
    for (let i = 0; i < N; i++) {
      let s = `+${codes[rnd(codes.length)]}`;
      for (let j = rnd(13) + 1; j > 0; j--) s += rnd(10);
      if (normalizePhone(s) !== withLibrary(s)) differ++;
    }
    // Left: a few national-prefix rules of small plans (e.g. +261, +375, +672).
    expect(differ / N).toBeLessThan(0.005);
  });
});
