// srcset/sizes for our media images (DESIGN.md §5): the browser picks one of the WebP copies edge-api made at upload
// (@app/db variantKey), so a ~270 px card no longer loads a 2 MB original. The original is left for the zoom
// lightbox, which loads it only when opened. Anything that is not one of our media URLs is used as it is. The
// wishlist island uses it too, hence imports that bring no database code.
import { IMAGE_VARIANT_WIDTHS } from '@app/contracts/constants';
import { keyFromMediaUrl, mediaUrl, variantKey, variantWidthsFor } from '@app/db/media';

export interface ResponsiveSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

// The rendered widths, from the stylesheet: .sf-container pads 16 px a side (24 from 768 px) up to 1200 px; the grid
// has 2 columns with a 14 px gap, 4 with 20 px gaps from 768 px; the product page splits in two columns (48 px gap);
// the card and the gallery frame have a 1 px border. Measured in Chromium (390-1440 px wide) to the pixel: a size 2 px
// too large sends a 412 px phone at 1.75x (181 px cards, 317 device px) to the 480 copy, 2.2x the bytes of the 320.
export const IMAGE_SIZES = {
  card: '(min-width: 1200px) 271px, (min-width: 768px) calc(25vw - 29px), calc(50vw - 25px)',
  gallery: '(min-width: 1200px) 550px, (min-width: 768px) calc(50vw - 50px), calc(100vw - 34px)',
  thumb: '72px',
  hero: '100vw',
} as const;

/**
 * The copies of `url` for srcset. With the original's `width` known (product images: D1 has it), exactly the copies
 * edge-api made, each described by its real width; without it (the hero, a wishlist card) every width: a copy not
 * made yet is made on its first request (routes/media.ts), at most as wide as the original.
 * `src` (for browsers without srcset) is the 640 copy or the largest below it.
 */
export function responsiveSource(url: string, width: number | null, sizes: string): ResponsiveSource {
  const key = keyFromMediaUrl(url);
  if (!key) return { src: url };
  const widths = width ? variantWidthsFor(width) : [...IMAGE_VARIANT_WIDTHS];
  if (widths.length === 0) return { src: url };
  const srcSet = widths.map((w) => `${mediaUrl(variantKey(key, w))} ${width ? Math.min(w, width) : w}w`).join(', ');
  const fallback = widths.filter((w) => w <= 640).at(-1) ?? widths[0]!;
  return { src: mediaUrl(variantKey(key, fallback)), srcSet, sizes };
}
