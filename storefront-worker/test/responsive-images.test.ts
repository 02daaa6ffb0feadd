// The pages name the resized copies (shared/responsive.ts): srcset with each copy's real width, sizes from the layout,
// width/height from D1 (no layout shift); the original only in the lightbox, which loads it when opened.
import { describe, expect, it } from 'vitest';
import { createStore, page, unique } from './fixtures';

/** The attributes of the first <img> with the attribute `attr` (e.g. `class="x"`). */
function imgWith(html: string, attr: string): Record<string, string> {
  const tag = [...html.matchAll(/<img[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(attr));
  expect(tag, attr).toBeTruthy();
  return Object.fromEntries([...tag!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!.replace(/&amp;/g, '&')]));
}

describe('responsive images', () => {
  it('cards and the hero carry srcset, sizes, width and height; src is a copy, not the original', async () => {
    const photo = `products/${unique('p')}.jpg`;
    const hero = `heroes/${unique('h')}.png`;
    const s = await createStore({
      hero: { title: 'Hi', subtitle: 'There', imageKey: hero },
      products: [{ name: 'Cam', images: [{ key: photo, width: 2400, height: 1800 }] }],
    });
    const { html } = await page(`/published/${s.domain}`);
    const base = photo.replace('.jpg', '_jpg');
    const card = imgWith(html, 'alt="Cam"');
    expect(card).toMatchObject({ width: '2400', height: '1800', src: `/media/${base}_w640.webp` });
    expect(card.srcset).toBe([320, 480, 640, 960, 1600].map((w) => `/media/${base}_w${w}.webp ${w}w`).join(', '));
    expect(card.sizes).toContain('calc(50vw - 25px)');

    const bg = imgWith(html, 'class="sf-hero__bg"');
    const hbase = hero.replace('.png', '_png');
    expect(bg).toMatchObject({ width: '1600', height: '600', sizes: '100vw', src: `/media/${hbase}_w640.webp` });
    expect(bg.srcset).toBe([320, 480, 640, 960, 1600].map((w) => `/media/${hbase}_w${w}.webp ${w}w`).join(', '));
    expect(html).not.toContain(`src="/media/${photo}"`);
  });

  it('the product page gallery names copies up to the original width; the lightbox keeps the original, lazily', async () => {
    const a = `products/${unique('a')}.png`;
    const b = `products/${unique('b')}.jpg`;
    const s = await createStore({
      products: [
        {
          images: [
            { key: a, width: 900, height: 900 },
            { key: b, width: 300, height: 200 },
          ],
        },
      ],
    });
    const { html } = await page(`/published/${s.domain}/shop/product/${s.productIds[0]}`);
    const abase = a.replace('.png', '_png');
    const main = imgWith(html, 'class="sf-zoom__img"');
    // 960 is made at the original's 900 and described so.
    expect(main.srcset).toBe(
      `/media/${abase}_w320.webp 320w, /media/${abase}_w480.webp 480w, /media/${abase}_w640.webp 640w, /media/${abase}_w960.webp 900w`,
    );
    expect(main).toMatchObject({ width: '900', height: '900', 'data-sf-full': `/media/${a}` });
    expect(main.sizes).toContain('calc(100vw - 34px)');

    const box = imgWith(html, 'class="sf-lightbox__img"');
    expect(box).toMatchObject({ src: `/media/${a}`, loading: 'lazy' });
    // The second image is narrower than every width but one: a single copy, at its own width.
    const bbase = b.replace('.jpg', '_jpg');
    expect(html).toContain(`data-srcset="/media/${bbase}_w320.webp 300w"`);
    expect(html).toContain(`srcSet="/media/${bbase}_w320.webp 300w" sizes="72px"`);
  });
});
