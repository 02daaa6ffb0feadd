import { describe, expect, it } from 'vitest';
import { checkSchedule } from './schedule';
import { relativeTime } from './time';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('publishing times', () => {
  it('says how long ago in the largest unit that fits, in the reader\u2019s language', () => {
    expect(relativeTime(ago(10_000), 'en', NOW)).toBe('now');
    expect(relativeTime(ago(5 * 60_000), 'en', NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 86_400_000), 'en', NOW)).toBe('3 days ago');
    expect(relativeTime(ago(5 * 60_000), 'es', NOW)).toBe('hace 5 minutos');
    expect(relativeTime(ago(5 * 60_000), 'am', NOW)).toMatch(/[\u1200-\u137F]/);
  });

  it('takes a schedule in the future and at most a year ahead', () => {
    const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    expect(checkSchedule('', NOW)).toEqual({ ok: false, reason: 'scheduleEmpty' });
    expect(checkSchedule(local(NOW - 60_000), NOW)).toEqual({ ok: false, reason: 'schedulePast' });
    expect(checkSchedule(local(NOW + 367 * 86_400_000), NOW)).toEqual({ ok: false, reason: 'scheduleFar' });
    expect(checkSchedule(local(NOW + 86_400_000), NOW)).toEqual({ ok: true, iso: new Date(NOW + 86_400_000).toISOString() });
  });
});
