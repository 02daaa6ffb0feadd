import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './trial';

const created = '2026-11-01T12:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('free trial days left', () => {
  it('is 14 on the day of sign-up and counts down by whole days', () => {
    expect(trialDaysLeft(created, at('2026-11-01T12:00:00.000Z'))).toBe(14);
    expect(trialDaysLeft(created, at('2026-11-01T23:59:00.000Z'))).toBe(14);
    expect(trialDaysLeft(created, at('2026-11-02T12:00:00.000Z'))).toBe(13);
    expect(trialDaysLeft(created, at('2026-11-14T12:00:01.000Z'))).toBe(1);
  });
  it('is 0 when the trial is over, never negative', () => {
    expect(trialDaysLeft(created, at('2026-11-15T12:00:00.000Z'))).toBe(0);
    expect(trialDaysLeft(created, at('2027-06-01T00:00:00.000Z'))).toBe(0);
  });
  it('never exceeds the trial for a creation date in the future (clock skew)', () => {
    expect(trialDaysLeft('2026-12-01T00:00:00.000Z', at('2026-11-01T00:00:00.000Z'))).toBe(14);
  });
  it('counts an unreadable date as over', () => {
    expect(trialDaysLeft('not a date', at('2026-11-01T00:00:00.000Z'))).toBe(0);
    expect(trialDaysLeft(null)).toBe(0);
  });
});
