// The storefront's text comes in few sizes and weights (styles/base.css --fs-*): each size x weight a page uses is a
// font instance its first layout sets up, a synchronous round trip to the font service apiece on Linux, and that
// was most of the heavy home's first layout (issue #18). A new size or weight is a choice to make here, not by the way.
import { describe, expect, it } from 'vitest';
import { ASSET_FILES, ASSET_URLS } from '../src/generated/assets';

const css = ASSET_FILES[ASSET_URLS.css].body;
const values = (property: string) => [...css.matchAll(new RegExp(`[{;]${property}:\\s*([^;}]+)`, 'g'))].map((m) => m[1].trim());

describe('the storefront type scale', () => {
  it('declares five sizes and the Latin faces before the Ethiopic one', () => {
    for (const size of ['xs', 'sm', 'md', 'lg', 'xl']) expect(css).toMatch(new RegExp(`--fs-${size}:\\s*[\\d.]+rem`));
    const stack = /--font:\s*([^;]+);/.exec(css)?.[1] ?? '';
    expect(stack.indexOf('Web Ethiopic')).toBeGreaterThan(stack.indexOf('system-ui'));
    // Noto Sans named first: found in one font lookup where installed (system-ui costs two there), then the platform's.
    expect(stack).toMatch(/^["']Noto Sans["'],\s*system-ui,/);
  });

  it('sets text sizes from the scale (headings clamp between its steps or to their own size)', () => {
    const sizes = values('font-size');
    expect(sizes.length).toBeGreaterThan(30);
    const allowed = (v: string) =>
      /^var\(--fs-(xs|sm|md|lg|xl)\)$/.test(v) || v.startsWith('clamp(') || ['16px', '2rem', '.72rem', 'inherit'].includes(v);
    expect(sizes.filter((v) => !allowed(v))).toEqual([]);
  });

  it('uses weights 400, 600 and 700 only', () => {
    const weights = new Set(values('font-weight'));
    weights.delete('100 900'); // the @font-face range of the variable Ethiopic font, not a weight in use
    expect([...weights].sort()).toEqual(['400', '600', '700']);
  });
});
