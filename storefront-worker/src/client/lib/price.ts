// A price as components/Price.tsx renders it on the server ("From", the compare-at struck through, each part read out),
// built with textContent only, for the islands that rewrite a price (the picker, quick view).
import { h } from './dom';
import { money, t } from './page-data';

export function priceParts(p: { price: number; compare_at_price?: number | null; prices_vary?: boolean }): (Node | string)[] {
  const now = p.prices_vary ? t('variant.from', { price: money(p.price) }) : money(p.price);
  const was = p.compare_at_price;
  if (was == null || was <= p.price) return [now];
  return [
    h('span', { class: 'sr-only', text: `${t('variant.salePrice')} ` }),
    h('span', { class: 'sf-price__now', text: now }),
    ' ',
    h('s', { class: 'sf-price__was' }, h('span', { class: 'sr-only', text: `${t('variant.regularPrice')} ` }), money(was)),
  ];
}
