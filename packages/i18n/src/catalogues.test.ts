// Every key in every language; Amharic must be real Amharic, not an English copy.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../locales');
const read = (lng: string, ns: string) => JSON.parse(readFileSync(path.join(ROOT, lng, `${ns}.json`), 'utf8'));
function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}
// Strings that are the same in every language (brand names, symbols, placeholders).
const SAME_EVERYWHERE = /^(\{\{[^}]+\}\}|[\d\s$%.,:/()+\-–—|•·#@]*|English|Español|አማርኛ|X|Facebook|Google|OTP|Email|MM\/YY|CVV|URL|HTML|SMS)$/;

const namespaces = readdirSync(path.join(ROOT, 'en')).map((f: string) => f.replace(/\.json$/, ''));

describe.each(namespaces)('catalogue %s', (ns) => {
  const en = flatten(read('en', ns));
  it.each(['es', 'am'])('%s has every English key and no extra ones', (lng) => {
    const other = flatten(read(lng, ns));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of Object.entries(other)) expect(v.trim(), `${lng}:${ns}:${k}`).not.toBe('');
  });
  it('Amharic is written in Ethiopic script, not copied from English', () => {
    const am = flatten(read('am', ns));
    for (const [k, v] of Object.entries(en)) {
      if (SAME_EVERYWHERE.test(v)) continue;
      expect(am[k], `am:${ns}:${k}`).not.toBe(v);
      expect(am[k], `am:${ns}:${k} has Ethiopic letters`).toMatch(/[\u1200-\u137F]/);
    }
  });
  it('placeholders match across languages', () => {
    const vars = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((x) => x.replace(/\s/g, '')).sort();
    for (const lng of ['es', 'am']) {
      const other = flatten(read(lng, ns));
      for (const [k, v] of Object.entries(en)) expect(vars(other[k] ?? ''), `${lng}:${ns}:${k}`).toEqual(vars(v));
    }
  });
});
