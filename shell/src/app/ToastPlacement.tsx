import { createGlobalStyle } from 'styled-components';

/**
 * The one toast queue (@app/ui's react-toastify container, top right) starts below the sticky top bar, so a toast
 * never covers the language picker or the avatar; react-toastify's own phone layout (full width, at the very top)
 * is moved down the same way.
 */
export const ToastPlacement = createGlobalStyle<{ $below: number }>`
  .Toastify__toast-container.Toastify__toast-container--top-right {
    top: calc(${(p) => p.$below}px + 12px + env(safe-area-inset-top));
  }
`;
