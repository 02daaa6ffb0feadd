import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(15, 23, 42, 0.45);
  display: grid;
  place-items: center;
  z-index: 1000;
  padding: 16px;
  @media (max-width: 480px) {
    padding: 8px;
  }
`;
// The dialog never grows past the viewport: its body scrolls inside (the actions stay reachable on a short screen).
const Dialog = styled.div`
  background: #fff;
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
  width: min(var(--modal-width, 520px), 100%);
  max-height: calc(100dvh - 32px);
  overflow: auto;
  padding: 24px;
  overscroll-behavior: contain;
  @media (max-width: 480px) {
    padding: 16px;
    max-height: calc(100dvh - 16px);
  }
`;
const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.25rem;
  overflow-wrap: anywhere;
`;

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The dialog's tabbable elements in order (hidden ones left out). */
function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Tab and Shift+Tab stay inside `root`: past the last element back to the first, and the other way round. */
function trapTab(e: KeyboardEvent, root: HTMLElement): void {
  const items = tabbables(root);
  if (items.length === 0) {
    e.preventDefault();
    root.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement as HTMLElement | null;
  const outside = !active || active === root || !root.contains(active);
  if (e.shiftKey && (outside || active === first)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (outside || active === last)) {
    e.preventDefault();
    first.focus();
  }
}

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs (a product form): the CSS width, at most the viewport's */
  width?: string;
}

/**
 * An accessible dialog: focus moves in on open, Tab and Shift+Tab cycle inside it, Escape closes it, and on close
 * focus goes back to what opened it. Only the topmost open modal answers the keyboard.
 */
export function Modal({ open, title, onClose, children, width }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // A layout effect: the dialog answers Escape and holds focus from the moment it is on the page, also when it
  // arrives late from a lazy chunk (a passive effect can run after a fast key press has gone by).
  useLayoutEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const root = ref.current;
    root?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (!root || !isTopmost(root)) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        closeRef.current();
      } else if (e.key === 'Tab') trapTab(e, root);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // After the dialog has left the page (an opener re-rendered meanwhile is still the same element).
      if (previous && previous.isConnected) previous.focus();
    };
  }, [open]);
  if (!open) return null;
  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()} data-modal-backdrop="">
      <Dialog
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={width ? ({ '--modal-width': width } as React.CSSProperties) : undefined}
      >
        <Title id={titleId}>{title}</Title>
        {children}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

function isTopmost(root: HTMLElement): boolean {
  const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
  return dialogs[dialogs.length - 1] === root;
}
