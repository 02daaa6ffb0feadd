// The outline icons' drawing attributes, one look for the dashboard's and the storefront's inline SVGs (both React):
// 20 px on a 24-unit grid, stroked in the text colour, decorative (the text beside them names the action).
export const OUTLINE_ICON = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': 'true',
  focusable: 'false',
} as const;
