// A few DOM helpers instead of a framework: islands build small pieces of markup with textContent only (never
// innerHTML), so store data can never become markup.
type Attrs = Record<string, string | number | boolean | undefined | null>;
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') el.className = String(v);
    else if (k === 'text') el.textContent = String(v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c) el.append(c);
  return el;
}

export const $ = <T extends Element = HTMLElement>(sel: string, root: ParentNode = document) => root.querySelector<T>(sel);
export const $$ = <T extends Element = HTMLElement>(sel: string, root: ParentNode = document) => Array.from(root.querySelectorAll<T>(sel));

export function show(el: Element | null, visible: boolean) {
  if (el) (el as HTMLElement).hidden = !visible;
}

/**
 * Wires a page in steps, each in a task of its own. Evaluating an island and then wiring the whole page made one task
 * long enough to block (Lighthouse counts every ms past 50 of it on a phone 4x slower than the test machine); split,
 * the browser can paint or answer a tap in between. The steps still run in order, right after the script.
 */
export function inTasks(...steps: (() => void)[]) {
  for (const step of steps) setTimeout(step, 0);
}
