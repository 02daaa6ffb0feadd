// Item 16 of issue #11 (server side): the product image is a button that opens a lightbox (a <dialog> the island
// drives), with a "Tap to zoom" hint for touch screens beside the hover hint, in every language; no image, no zoom.
import { describe, expect, it } from 'vitest';
import { createStore, page } from './fixtures';

describe('product image zoom markup', () => {
  it('a keyboard-reachable button opens the lightbox, with both hints', async () => {
    const s = await createStore({
      products: [{ name: 'Kettle', images: [{ key: 'zoom/k1.jpg', width: 800, height: 600 }, { key: 'zoom/k2.jpg' }] }],
    });
    const { html } = await page(`/published/${s.domain}/shop/product/${s.productIds[0]}`);
    expect(html).toMatch(
      /<button type="button" class="sf-zoom" data-sf-zoom="" aria-haspopup="dialog" aria-controls="sf-lightbox" aria-label="Enlarge image: Kettle"><img class="sf-zoom__img" data-sf-main="" data-sf-full="\/media\/zoom\/k1.jpg" src="\/media\/zoom\/k1_jpg_w640.webp" srcSet="[^"]+" sizes="[^"]+" alt="Kettle"/,
    );
    expect(html).toContain('<p class="sf-hint sf-hint--hover">Hover over the image to zoom</p>');
    expect(html).toContain('<p class="sf-hint sf-hint--tap">Tap to zoom</p>');
    expect(html).toContain('<dialog id="sf-lightbox" class="sf-lightbox" aria-label="Image: Kettle" data-sf-lightbox="">');
    expect(html).toContain('<button type="button" class="sf-lightbox__close sf-round" aria-label="Close" data-sf-lightbox-close="">');
    expect(html).toContain(
      '<button type="button" class="sf-lightbox__stage" aria-pressed="false" aria-label="Zoom in" data-sf-lightbox-zoom="">',
    );
    expect(html).toMatch(
      /<img class="sf-lightbox__img" data-sf-lightbox-img="" src="\/media\/zoom\/k1.jpg" alt="Kettle" width="800" height="600" loading="lazy"/,
    );
  });

  it.each([
    ['es', 'Toca para ampliar', 'Ampliar imagen: Jarra'],
    ['am', 'ለማጉላት ይንኩ', 'ምስሉን አስፋ፦ Jarra'],
  ])('in %s', async (lang, hint, label) => {
    const s = await createStore({ products: [{ name: 'Jarra', images: [{ key: `j/${lang}.jpg` }] }] });
    const { html } = await page(`/published/${s.domain}/shop/product/${s.productIds[0]}`, { headers: { Cookie: `appLang=${lang}` } });
    expect(html).toContain(`<p class="sf-hint sf-hint--tap">${hint}</p>`);
    expect(html).toContain(`aria-label="${label}"`);
  });

  it('a product without images has no zoom button, hint or lightbox', async () => {
    const s = await createStore({ products: [{ name: 'Bare' }] });
    const { html } = await page(`/published/${s.domain}/shop/product/${s.productIds[0]}`);
    expect(html).not.toContain('data-sf-zoom');
    expect(html).not.toContain('sf-hint--tap');
    expect(html).not.toContain('data-sf-lightbox');
  });
});
