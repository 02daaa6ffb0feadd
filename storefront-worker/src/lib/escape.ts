// Escaping for the few places where HTML or XML is written as a string rather than by React (the document head, JSON
// data islands, JSON-LD, sitemaps, the preview form): the one kit, @app/html. React escapes everything else.
export { escapeHtml, jsonForScript } from '@app/html';

/** Cuts a text at `max` characters (code points, so Ethiopic and emoji are never split) and adds an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}
