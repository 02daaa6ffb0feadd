// The product page's option picker (markup/VariantPicker.tsx), without a framework: each change of a radio finds the
// variant of the chosen values (shared/variant-choice.ts, the server's own rules) and rewrites the price, compare-at,
// stock, the marks on the values, the image, the URL (?variant=, shareable) and Add to Cart. The no-JS button is hidden.
import type { ProductOption, Variant } from '@app/contracts/variants';
import { findVariant, stockState, valueState, type Choice } from '../../shared/variant-choice';
import { $, $$ } from './dom';
import { pageData, t } from './page-data';
import { priceParts } from './price';

function chosenValues(form: HTMLFormElement, options: ProductOption[]): string[] {
  return options.map((o, i) => {
    const picked = $<HTMLInputElement>(`input[name="o${i + 1}"]:checked`, form);
    return picked?.value ?? o.values[0] ?? '';
  });
}

function renderPrice(variant: Variant | null) {
  const el = $('[data-sf-price]');
  if (el && variant) el.replaceChildren(...priceParts(variant));
}

function renderStock(variant: Variant | null) {
  const el = $('[data-sf-stock]');
  if (!el) return;
  const s = stockState(variant);
  const text = { in: 'variant.inStock', few: 'variant.fewLeft', out: 'variant.soldOut', none: 'variant.unavailable' }[s.kind];
  el.textContent = t(text, s.kind === 'few' ? { count: s.count } : {});
  el.classList.toggle('sf-stock--out', s.kind === 'out' || s.kind === 'none');
}

/** Each value marked as the server marks it: sold out or missing beside the other chosen values. */
function renderMarks(form: HTMLFormElement, variants: Variant[], values: string[]) {
  $$<HTMLFieldSetElement>('fieldset', form).forEach((fieldset, i) => {
    for (const label of $$<HTMLLabelElement>('label[data-sf-value]', fieldset)) {
      const state = valueState(variants, values, i, label.dataset.sfValue ?? '');
      label.classList.toggle('is-unavailable', state !== 'available');
      const mark = $('[data-sf-mark]', label);
      if (mark) mark.textContent = state === 'available' ? '' : ` (${t(state === 'soldout' ? 'variant.soldOut' : 'variant.unavailable')})`;
    }
  });
}

/** The variant's image in the gallery: its thumbnail pressed when it has one, else the main image swapped. */
function renderImage(variant: Variant | null) {
  const url = variant?.image_url;
  if (!url) return;
  const thumb = $$<HTMLButtonElement>('[data-sf-thumb]').find((b) => b.dataset.sfThumb === url);
  if (thumb) return thumb.click();
  const main = $<HTMLImageElement>('[data-sf-main]');
  if (!main) return;
  // Not among the thumbnails: the original itself (srcset would otherwise keep the old image on screen).
  main.removeAttribute('srcset');
  main.src = url;
  main.dataset.sfFull = url;
}

function renderBuy(choice: Choice) {
  const button = $<HTMLButtonElement>('[data-sf-action="cart"][data-variant]');
  const reason = $('[data-sf-reason]');
  const v = choice.variant;
  const why = !v ? t('variant.noSuchChoice') : v.stock > 0 ? '' : t('variant.soldOutChoice');
  if (button) {
    button.dataset.variant = v ? String(v.id) : '';
    button.disabled = why !== '';
  }
  if (reason) reason.textContent = why;
}

/**
 * ?variant=<id>, or the chosen values when no variant has them, so a reload shows what the shopper sees. Other
 * parameters (a preview link's token) stay.
 */
function writeUrl(choice: Choice) {
  const url = new URL(location.href);
  for (const name of ['variant', 'o1', 'o2', 'o3']) url.searchParams.delete(name);
  if (choice.variant) url.searchParams.set('variant', String(choice.variant.id));
  else choice.values.forEach((v, i) => url.searchParams.set(`o${i + 1}`, v));
  history.replaceState(history.state, '', url);
}

export function initVariantPicker() {
  const form = $<HTMLFormElement>('[data-sf-picker]');
  const data = pageData().variants;
  if (!form || !data) return;
  $('[data-sf-picker-submit]', form)?.setAttribute('hidden', '');
  // With JavaScript every change applies at once; Enter on a radio must not reload the page.
  form.addEventListener('submit', (e) => e.preventDefault());
  form.addEventListener('change', () => {
    const values = chosenValues(form, data.options);
    const choice: Choice = { values, variant: findVariant(data.variants, values) };
    renderPrice(choice.variant);
    renderStock(choice.variant);
    renderMarks(form, data.variants, values);
    renderImage(choice.variant);
    renderBuy(choice);
    writeUrl(choice);
  });
}
