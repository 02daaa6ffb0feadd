// One palette and scale for the dashboard; components read it through styled-components' ThemeProvider.
export const theme = {
  color: {
    bg: '#f6f7fb',
    surface: '#ffffff',
    text: '#1f2937',
    muted: '#6b7280',
    border: '#e5e7eb',
    primary: '#4f46e5',
    primaryText: '#ffffff',
    danger: '#dc2626',
    dangerBg: '#fef2f2',
    // 5:1 on white, 4.8:1 on successBg (WCAG AA for text)
    success: '#15803d',
    successBg: '#f0fdf4',
  },
  radius: '10px',
  shadow: '0 1px 3px rgba(15, 23, 42, 0.08), 0 8px 24px rgba(15, 23, 42, 0.06)',
  font: `system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Ethiopic Variable', 'Noto Sans Ethiopic', sans-serif`,
  breakpoint: { md: '768px' },
} as const;

export type Theme = typeof theme;
