import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed; inset: 0; background: rgba(15, 23, 42, 0.45); display: grid; place-items: center; z-index: 1000; padding: 16px;
`;
const Dialog = styled.div`
  background: #fff; border-radius: ${(p) => p.theme.radius}; box-shadow: ${(p) => p.theme.shadow};
  width: min(520px, 100%); max-height: 90vh; overflow: auto; padding: 24px;
`;
const Title = styled.h2`margin: 0 0 12px; font-size: 1.25rem;`;

/** An accessible dialog: Escape closes it, focus moves in on open and back out on close. */
export function Modal({ open, title, onClose, children }: { open: boolean; title: ReactNode; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Dialog ref={ref} role="dialog" aria-modal="true" aria-labelledby="modal-title" tabIndex={-1}>
        <Title id="modal-title">{title}</Title>
        {children}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
