// Every key in every language of the list (@app/contracts languages.ts); a language whose script needs a web font
// (Amharic: Ethiopic) must be written in that script, not copied from English.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_ERRORS,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  LANGUAGE_LIST,
  LANGUAGES,
  placeholdersOf,
  REASON_CODES,
  VALIDATION_TEXT,
  type FontNeed,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { BUILT_IN, MESSAGES_NS } from './messages';

const ROOT = path.resolve(import.meta.dirname, '../locales');
// A catalogue as the dashboard loads it: its file and its built-in part (English messages are the contracts' tables).
const read = (lng: string, ns: string) => ({
  ...JSON.parse(readFileSync(path.join(ROOT, lng, `${ns}.json`), 'utf8')),
  ...BUILT_IN[`${lng}/${ns}`],
});
function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}
// Strings that are the same in every language (brand names, symbols, placeholders, the languages' own names).
const SAME_EVERYWHERE = /^(\{\{[^}]+\}\}|[\d\s$%.,:/()+\-–—|•·#@]*|X|Facebook|Google|OTP|Email|MM\/YY|CVV|URL|HTML|SMS)$/;
const NAMES = new Set<string>(LANGUAGE_LIST.map((l) => l.name));
const same = (v: string) => SAME_EVERYWHERE.test(v) || NAMES.has(v);
/** The letters of each script a font is shipped for. */
const SCRIPT_LETTERS: Record<FontNeed, RegExp> = { ethiopic: /[\u1200-\u137F]/ };

const others = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);
const namespaces = readdirSync(path.join(ROOT, DEFAULT_LANGUAGE)).map((f: string) => f.replace(/\.json$/, ''));

describe('the language list', () => {
  it('has exactly one catalogue folder per language, each with every namespace', () => {
    expect(readdirSync(ROOT).sort()).toEqual([...LANGUAGES].sort());
    for (const lng of LANGUAGES) expect(readdirSync(path.join(ROOT, lng)).sort(), lng).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
  });
  it('names each language once, with a unique code and a locale Intl knows', () => {
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length);
    expect(NAMES.size).toBe(LANGUAGES.length);
    for (const l of LANGUAGE_LIST) expect(Intl.NumberFormat.supportedLocalesOf([l.intl]), l.code).toEqual([l.intl]);
  });
});

describe.each(namespaces)('catalogue %s', (ns) => {
  const en = flatten(read(DEFAULT_LANGUAGE, ns));
  it.each(others)('%s has every English key and no extra ones', (lng) => {
    const other = flatten(read(lng, ns));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of Object.entries(other)) expect(v.trim(), `${lng}:${ns}:${k}`).not.toBe('');
  });
  it.each(LANGUAGE_LIST.filter((l) => l.font))('$code is written in its own script ($font), not copied from English', ({ code, font }) => {
    const other = flatten(read(code, ns));
    for (const [k, v] of Object.entries(en)) {
      if (same(v)) continue;
      expect(other[k], `${code}:${ns}:${k}`).not.toBe(v);
      expect(other[k], `${code}:${ns}:${k} has ${font} letters`).toMatch(SCRIPT_LETTERS[font!]);
    }
  });
  it('placeholders match across languages', () => {
    const vars = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((x) => x.replace(/\s/g, '')).sort();
    for (const lng of others) {
      const other = flatten(read(lng, ns));
      for (const [k, v] of Object.entries(en)) expect(vars(other[k] ?? ''), `${lng}:${ns}:${k}`).toEqual(vars(v));
    }
  });
});

// DESIGN §14: clients translate what the contracts and the API send, so every rule, error code and SPEC §8 default
// needs its text in every language, with the placeholders its params fill.
describe('the shared messages (common namespace)', () => {
  const wanted = {
    validation: Object.fromEntries(Object.entries(VALIDATION_TEXT).map(([rule, text]) => [rule, placeholdersOf(text).sort()])),
    errors: Object.fromEntries([...ERROR_CODES, 'network_error'].map((code) => [code, []])),
    defaults: Object.fromEntries(Object.keys(DEFAULT_ERRORS).map((name) => [name, []])),
  };
  it.each(LANGUAGES)('%s has a text for every rule, error code and default, with the same placeholders', (lng) => {
    const catalogue = read(lng, MESSAGES_NS) as Record<string, Record<string, string>>;
    for (const [group, keys] of Object.entries(wanted)) {
      expect(Object.keys(catalogue[group] ?? {}).sort(), `${lng}:${group}`).toEqual(Object.keys(keys).sort());
      for (const [key, vars] of Object.entries(keys))
        expect(placeholdersOf(catalogue[group]![key]!).sort(), `${lng}:${group}.${key}`).toEqual(vars);
    }
  });
});

// #34 item 14: the server says why a payment or an order changed with a code (contracts reasons.ts); the dashboard
// writes each in the merchant's language, so every code has its sentence in every language ({{amount}} or none).
describe('the reason codes the server sends', () => {
  it.each(LANGUAGES)('%s has a text for every reason code and no text for a code the server never sends', (lng) => {
    const reasons = (read(lng, 'commerce') as { reasons?: Record<string, string> }).reasons ?? {};
    expect(Object.keys(reasons).sort(), lng).toEqual([...REASON_CODES].sort());
    for (const code of REASON_CODES)
      expect(
        placeholdersOf(reasons[code]!).every((p) => p === 'amount'),
        `${lng}:${code}`,
      ).toBe(true);
  });
});
