// The palette's text pairs meet WCAG AA (4.5:1), so every screen built from them passes axe's color-contrast rule.
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
};

describe('theme contrast', () => {
  it.each([
    ['text on white', theme.color.text, '#ffffff'],
    ['muted on white', theme.color.muted, '#ffffff'],
    ['danger on white', theme.color.danger, '#ffffff'],
    ['success on white', theme.color.success, '#ffffff'],
    ['success on successBg', theme.color.success, theme.color.successBg],
    ['error alert text on dangerBg', '#b91c1c', theme.color.dangerBg],
    ['white on primary', theme.color.primaryText, theme.color.primary],
    ['white on danger', '#ffffff', theme.color.danger],
  ])('%s', (_name, fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
