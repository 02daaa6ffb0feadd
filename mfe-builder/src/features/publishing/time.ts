// Times of the publishing screens in the reader's language (its code is a BCP 47 tag Intl takes as is): "5 minutes
// ago" for what happened, a date and time for what is scheduled or expires.
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
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (Math.abs(seconds) < 45) return rtf.format(0, 'second');
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? UNITS[UNITS.length - 1];
  return rtf.format(Math.round(seconds / size), unit);
}

export function dateTime(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Both formatters bound to the reader's language. */
export function useTimes() {
  const { i18n } = useTranslation('builder');
  return { ago: (iso: string) => relativeTime(iso, i18n.language), at: (iso: string) => dateTime(iso, i18n.language) };
}
