// The product page's GET parameters: `?variant=<id>` (the island's shareable URL) or the picker form's `o1..o3`
// (sent without JavaScript). Written back in one normal form for pagePath (cache.ts), so that the page renders only
// what its key holds; shared/variant-choice.ts reads them against the product's variants.
const VALUE_MAX = 100;
const OPTION_PARAMS = ['o1', 'o2', 'o3'];

/** `?variant=N` when it is a plain number, else the option values sent, else ''. */
export function productSearch(url: URL): string {
  const p = url.searchParams;
  const id = p.get('variant');
  if (id !== null && /^\d{1,15}$/.test(id)) return `?variant=${id}`;
  const out = new URLSearchParams();
  for (const name of OPTION_PARAMS) {
    const v = p.get(name);
    if (v !== null) out.set(name, v.slice(0, VALUE_MAX));
  }
  const s = out.toString();
  return s ? `?${s}` : '';
}
