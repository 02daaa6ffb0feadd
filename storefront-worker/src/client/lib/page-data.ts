// The page's island data (<script type="application/json" id="sf-data">), its strings and money formatting.
import { fill } from '@app/html';
import { ISLAND_DATA_ID, type IslandData, type Strings } from '../../shared/island';

let cached: IslandData | null = null;

export function pageData(): IslandData {
  if (cached) return cached;
  const el = document.getElementById(ISLAND_DATA_ID);
  cached = JSON.parse(el?.textContent ?? '{}') as IslandData;
  return cached;
}

/** A string of the page's catalogue subset, with {{placeholders}} filled in. */
export function t(key: string, vars: Record<string, string | number> = {}): string {
  let node: string | Strings | undefined = pageData().strings;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? node[part] : undefined;
  return fill(typeof node === 'string' ? node : key, vars);
}

/** {{placeholders}} filled in (also for messages the server rendered into data attributes): @app/html's filler. */
export { fill };

let formatter: Intl.NumberFormat | null = null;
export function money(n: number): string {
  const d = pageData();
  try {
    formatter ??= new Intl.NumberFormat(d.intlLocale, { style: 'currency', currency: d.currency });
    return formatter.format(n);
  } catch {
    return `${n.toFixed(2)} ${d.currency}`;
  }
}
