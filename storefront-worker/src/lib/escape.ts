// Escaping for the few places where HTML is written as a string rather than by React (the document head,
// JSON data islands, JSON-LD, XML). React escapes everything else.
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);

/** Same characters, same entities: valid for XML text and attribute values. */
export const escapeXml = escapeHtml;

/**
 * JSON that is safe inside a <script> element: `<`, `>` and `&` become \u escapes (so a hostile product name
 * cannot write `</script>` or `<!--`), and so do U+2028/U+2029. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Cuts a text at `max` characters (code points, so Ethiopic and emoji are never split) and adds an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}
