// Product page: thumbnails switch the main image; with a mouse, hovering the main image zooms it 2x around the
// pointer (SPEC §9). A tap, a click, Enter or Space on it opens the lightbox: the image as large as the screen, where
// a tap (or Enter/Space) zooms 2x at that point and dragging pans. Escape or Close shuts it; focus stays inside while
// it is open and returns to the image after.
import { $, $$ } from './dom';

const ZOOM = 2;
/** A pointer that moved further than this between press and release was panning, not tapping. */
const TAP_SLOP_PX = 10;

const percent = (offset: number, size: number) => Math.max(0, Math.min(100, (offset / size) * 100));

/** Scales `img` inside `frame` around the point (clientX, clientY), or back to 1 when `at` is null. */
function scaleAt(frame: HTMLElement, img: HTMLElement, at: { clientX: number; clientY: number } | null) {
  if (!at) {
    img.style.transform = '';
    return;
  }
  const r = frame.getBoundingClientRect();
  // CSSOM writes are allowed under style-src 'self' (only inline style attributes and <style> are blocked).
  img.style.transformOrigin = `${percent(at.clientX - r.left, r.width)}% ${percent(at.clientY - r.top, r.height)}%`;
  img.style.transform = `scale(${ZOOM})`;
}

/**
 * The page shows a resized copy (srcset); a 2x zoom wants the original. It is fetched on the first hover only, and
 * swapped in once loaded, so the copy stays on screen meanwhile. A thumbnail chosen since changes data-sf-full.
 */
function sharpen(img: HTMLImageElement) {
  const full = img.dataset.sfFull;
  if (!full || img.getAttribute('src') === full) return;
  const loader = new Image();
  loader.onload = () => {
    if (img.dataset.sfFull !== full) return;
    img.removeAttribute('srcset');
    img.src = full;
  };
  loader.src = full;
}

function hoverZoom(frame: HTMLElement, img: HTMLImageElement) {
  frame.addEventListener('pointermove', (e) => e.pointerType === 'mouse' && scaleAt(frame, img, e));
  frame.addEventListener('pointerenter', (e) => {
    if (e.pointerType !== 'mouse') return;
    sharpen(img);
    frame.classList.add('is-zoomed');
    scaleAt(frame, img, e);
  });
  frame.addEventListener('pointerleave', () => {
    frame.classList.remove('is-zoomed');
    scaleAt(frame, img, null);
  });
}

/** Tab and Shift+Tab cycle through the dialog's buttons only. */
function trapFocus(dialog: HTMLDialogElement) {
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab') return;
    const items = $$<HTMLButtonElement>('button', dialog);
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    e.preventDefault();
    items[(at + (e.shiftKey ? items.length - 1 : 1)) % items.length].focus();
  });
}

function lightbox(opener: HTMLElement, main: HTMLImageElement) {
  const dialog = $<HTMLDialogElement>('[data-sf-lightbox]');
  const stage = dialog && $('[data-sf-lightbox-zoom]', dialog);
  const img = dialog && $<HTMLImageElement>('[data-sf-lightbox-img]', dialog);
  const close = dialog && $('[data-sf-lightbox-close]', dialog);
  if (!dialog || !stage || !img || !close || typeof dialog.showModal !== 'function') return;
  const zoomed = () => stage.getAttribute('aria-pressed') === 'true';
  const setZoom = (at: { clientX: number; clientY: number } | null) => {
    stage.setAttribute('aria-pressed', String(!!at));
    dialog.classList.toggle('is-zoomed', !!at);
    scaleAt(stage, img, at);
  };
  let down: { x: number; y: number } | null = null;

  opener.addEventListener('click', () => {
    // The original, full size for the zoom: loaded now, on this interaction, never with the page.
    img.src = main.dataset.sfFull ?? main.currentSrc;
    img.width = main.width;
    img.height = main.height;
    setZoom(null);
    dialog.showModal();
    close.focus();
  });
  stage.addEventListener('pointerdown', (e) => (down = { x: e.clientX, y: e.clientY }));
  stage.addEventListener('pointermove', (e) => zoomed() && (e.pointerType === 'mouse' || e.buttons) && scaleAt(stage, img, e));
  stage.addEventListener('click', (e) => {
    const panned = down && Math.hypot(e.clientX - down.x, e.clientY - down.y) > TAP_SLOP_PX;
    down = null;
    if (panned) return;
    if (zoomed()) return setZoom(null);
    // From the keyboard (no pointer position) the zoom centres on the image.
    const r = stage.getBoundingClientRect();
    setZoom(e.detail === 0 ? { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 } : e);
  });
  close.addEventListener('click', () => dialog.close());
  trapFocus(dialog);
  dialog.addEventListener('close', () => {
    setZoom(null);
    opener.focus();
  });
}

export function initGallery() {
  const frame = $('[data-sf-zoom]');
  const main = $<HTMLImageElement>('[data-sf-main]');
  if (!frame || !main) return;
  hoverZoom(frame, main);
  lightbox(frame, main);
  const thumbs = $$<HTMLButtonElement>('[data-sf-thumb]');
  for (const thumb of thumbs) {
    thumb.addEventListener('click', () => {
      // srcset wins over src, so both change: the chosen image's copies, and its original for the lightbox.
      if (thumb.dataset.srcset) main.srcset = thumb.dataset.srcset;
      else main.removeAttribute('srcset');
      main.src = thumb.dataset.src ?? thumb.dataset.sfThumb ?? main.src;
      main.dataset.sfFull = thumb.dataset.sfThumb ?? main.src;
      main.width = Number(thumb.dataset.w) || main.width;
      main.height = Number(thumb.dataset.h) || main.height;
      for (const other of thumbs) other.setAttribute('aria-pressed', String(other === thumb));
    });
  }
}
