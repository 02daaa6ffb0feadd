// The one kit for HTML written outside React (README "Repository map"): the front door's sign-in page, edge-api's
// hosted test-payment page and shopper emails, the storefront's document head, sitemaps and preview form. No
// framework, no DOM: strings in, strings out, so it runs in a Worker, in Node and in a browser island alike.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text, attribute values (quoted with " or ') and XML: every character that could be read as markup becomes an
 * entity. The five entities are XML's own too (&#39; rather than &apos;, which HTML 4 lacked), so sitemaps use it.
 */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Markup that is already safe: what markup`` returned, or a string of our own marked with raw(). */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Already-built markup written as it is. Only for text we wrote ourselves, never for a value from a request. */
export const raw = (markup: string): Html => new Html(markup);

/**
 * What markup`` takes between `${}`: text and numbers are escaped; booleans are written as words (so
 * aria-selected="${selected}" reads "true" or "false": write `${cond ? markup`...` : ''}` for optional markup); null
 * and undefined write nothing; an Html is written as it is; an array is each of its items, joined with nothing.
 */
export type Interpolation = string | number | boolean | null | undefined | Html | readonly Interpolation[];

function write(value: Interpolation): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(write).join('');
  if (value == null) return '';
  return escapeHtml(String(value));
}

/**
 * A template that escapes every interpolation unless it is already markup (see Interpolation). Named `markup`, not
 * `html`: Prettier reformats templates tagged `html` as HTML, which would change the whitespace (so the bytes and
 * sometimes the rendering) of the pages and emails written with it.
 */
export function markup(strings: TemplateStringsArray, ...values: Interpolation[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += write(values[i]) + strings[i + 1]!;
  return new Html(out);
}

/**
 * A catalogue text's `{{name}}` placeholders (as i18next writes them) filled with `vars`, written as given: no
 * escaping here, the filled text is escaped where it is written (markup``). A placeholder without a value stays as it
 * is, so a missing variable shows in the page instead of vanishing.
 */
export function fill(template: string, vars: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * JSON that is safe inside a <script> element: `<`, `>` and `&` become \u escapes (so a hostile product name cannot
 * write `</script>` or `<!--`), and so do U+2028/U+2029. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
