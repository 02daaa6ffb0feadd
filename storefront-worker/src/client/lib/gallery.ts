// Product page: thumbnails switch the main image; hovering the main image zooms it 2x around the pointer (SPEC §9).
import { $, $$ } from './dom';

export const ZOOM = 2;

function zoom(frame: HTMLElement, img: HTMLImageElement) {
  const move = (e: PointerEvent) => {
    const r = frame.getBoundingClientRect();
    const x = ((e.clientX - r.left) / r.width) * 100;
    const y = ((e.clientY - r.top) / r.height) * 100;
    // CSSOM writes are allowed under style-src 'self' (only inline style attributes and <style> are blocked).
    img.style.transformOrigin = `${x}% ${y}%`;
    img.style.transform = `scale(${ZOOM})`;
  };
  frame.addEventListener('pointermove', (e) => e.pointerType === 'mouse' && move(e));
  frame.addEventListener('pointerenter', (e) => {
    if (e.pointerType !== 'mouse') return;
    frame.classList.add('is-zoomed');
    move(e);
  });
  frame.addEventListener('pointerleave', () => {
    frame.classList.remove('is-zoomed');
    img.style.transform = '';
  });
}

export function initGallery() {
  const frame = $('[data-sf-zoom]');
  const main = $<HTMLImageElement>('[data-sf-main]');
  if (!frame || !main) return;
  zoom(frame, main);
  const thumbs = $$<HTMLButtonElement>('[data-sf-thumb]');
  for (const thumb of thumbs) {
    thumb.addEventListener('click', () => {
      main.src = thumb.dataset.sfThumb ?? main.src;
      main.width = Number(thumb.dataset.w) || main.width;
      main.height = Number(thumb.dataset.h) || main.height;
      for (const other of thumbs) other.setAttribute('aria-pressed', String(other === thumb));
    });
  }
}
