// Money, numbers and dates in the reader's language, all through Intl (DESIGN.md §10). Formatters are built once per
// language and currency: a transactions page formats a dozen values per row. The Intl locale of a language is the
// language list's (@app/contracts languages.ts), as on the storefront.
import { intlLocale } from '@app/contracts';

export interface Formatters {
  /** An amount in a currency (ISO 4217 code), e.g. en "$1,234.50", es "1234,50 US$", am "US$1,234.50". */
  money(amount: number, currency: string): string;
  /** A short amount for chart axes: en "$1.2K". */
  moneyShort(amount: number, currency: string): string;
  number(n: number): string;
  /** Date and time of an ISO instant, in the reader's time zone (or `timeZone`). */
  dateTime(iso: string): string;
  /** Just the date of an ISO instant (en "Nov 23, 2026"), and just its time (en "10:05 AM"). */
  date(iso: string): string;
  time(iso: string): string;
  /** A calendar day 'YYYY-MM-DD' (a UTC day, as the reports send them), short: en "Nov 23". */
  day(date: string): string;
  /** The same day in full: en "Monday, November 23, 2026". */
  dayLong(date: string): string;
  /** The currency's name in the reader's language ("US Dollar"), or the code itself. */
  currencyName(code: string): string;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** A currency Intl does not know (a bad code in the data) must not break the page: number plus code instead. */
function currencyFormat(lng: string, currency: string, compact: boolean): Intl.NumberFormat | null {
  try {
    return cached(
      `${lng}|cur|${currency}|${compact}`,
      () =>
        new Intl.NumberFormat(lng, {
          style: 'currency',
          currency,
          ...(compact ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 } : {}),
        }),
    );
  } catch {
    return null;
  }
}

const finite = (n: number) => (Number.isFinite(n) ? n : 0);
// A 'YYYY-MM-DD' day read as midnight UTC and always shown in UTC, so the label never slips to the day before.
const utcDay = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);
const validDate = (d: Date) => !Number.isNaN(d.getTime());

export function formatters(language: string, timeZone?: string): Formatters {
  const lng = intlLocale(language);
  const number = cached(`${lng}|num`, () => new Intl.NumberFormat(lng));
  const dateTime = cached(
    `${lng}|dt|${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
  );
  const date = cached(`${lng}|d|${timeZone ?? ''}`, () => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone }));
  const time = cached(`${lng}|t|${timeZone ?? ''}`, () => new Intl.DateTimeFormat(lng, { timeStyle: 'short', timeZone }));
  const day = cached(`${lng}|day`, () => new Intl.DateTimeFormat(lng, { month: 'short', day: 'numeric', timeZone: 'UTC' }));
  const dayLong = cached(`${lng}|dayLong`, () => new Intl.DateTimeFormat(lng, { dateStyle: 'full', timeZone: 'UTC' }));
  let names: Intl.DisplayNames | null = null;
  return {
    money(amount, currency) {
      const f = currencyFormat(lng, currency, false);
      return f ? f.format(finite(amount)) : `${number.format(finite(amount))} ${currency}`;
    },
    moneyShort(amount, currency) {
      const f = currencyFormat(lng, currency, true);
      return f ? f.format(finite(amount)) : `${number.format(finite(amount))} ${currency}`;
    },
    number: (n) => number.format(finite(n)),
    dateTime(iso) {
      const d = new Date(iso);
      return validDate(d) ? dateTime.format(d) : iso;
    },
    date(iso) {
      const d = new Date(iso);
      return validDate(d) ? date.format(d) : iso;
    },
    time(iso) {
      const d = new Date(iso);
      return validDate(d) ? time.format(d) : '';
    },
    day(ymd) {
      const d = utcDay(ymd);
      return validDate(d) ? day.format(d) : ymd;
    },
    dayLong(ymd) {
      const d = utcDay(ymd);
      return validDate(d) ? dayLong.format(d) : ymd;
    },
    currencyName(code) {
      try {
        names ??= new Intl.DisplayNames(lng, { type: 'currency' });
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}
