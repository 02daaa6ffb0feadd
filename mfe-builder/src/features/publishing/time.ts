// Times of the publishing screens in the reader's language: "5 minutes ago" for what happened, a date and time for
// what is scheduled or expires, and the datetime-local value of the schedule field as an ISO instant.
import { intlLocale, SCHEDULE_MAX_DAYS } from '@app/contracts';
import { useTranslation } from 'react-i18next';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 minutes ago", "in 2 hours", "now": the largest unit that fits. */
export function relativeTime(iso: string, lang: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto' });
  if (Math.abs(seconds) < 45) return rtf.format(0, 'second');
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? UNITS[UNITS.length - 1];
  return rtf.format(Math.round(seconds / size), unit);
}

export function dateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Both formatters bound to the reader's language. */
export function useTimes() {
  const { i18n } = useTranslation('builder');
  return { ago: (iso: string) => relativeTime(iso, i18n.language), at: (iso: string) => dateTime(iso, i18n.language) };
}

export type ScheduleCheck = { ok: true; iso: string } | { ok: false; reason: 'scheduleEmpty' | 'schedulePast' | 'scheduleFar' };

/** A datetime-local value (the reader's local time) as an instant in the future and at most a year ahead. */
export function checkSchedule(local: string, now: number = Date.now()): ScheduleCheck {
  const ms = local ? new Date(local).getTime() : NaN;
  if (Number.isNaN(ms)) return { ok: false, reason: 'scheduleEmpty' };
  if (ms <= now) return { ok: false, reason: 'schedulePast' };
  if (ms > now + SCHEDULE_MAX_DAYS * 86_400_000) return { ok: false, reason: 'scheduleFar' };
  return { ok: true, iso: new Date(ms).toISOString() };
}
