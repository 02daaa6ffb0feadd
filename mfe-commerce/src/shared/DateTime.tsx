import { useFormat } from './use-format';

/** A moment as every commerce list shows it: the day in the reader's locale, the time below, the full value as a title. */
export function DateTime({ iso }: { iso: string }) {
  const fmt = useFormat();
  return (
    <time dateTime={iso} title={fmt.dateTime(iso)}>
      <span className="day">{fmt.date(iso)}</span>
      <br />
      <small>{fmt.time(iso)}</small>
    </time>
  );
}
