import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './Modal';
import { theme } from './theme';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Share" onClose={() => setOpen(false)}>
        <input aria-label="Link" />
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Modal>
    </ThemeProvider>
  );
}

const tab = (shift = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });

describe('Modal', () => {
  afterEach(cleanup);

  it('moves focus in, is named by its title, and cycles Tab and Shift+Tab inside', () => {
    render(<Opener />);
    screen.getByRole('button', { name: 'Open' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(document.activeElement).toBe(dialog);
    tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Link'));
    screen.getByRole('button', { name: 'Close' }).focus();
    tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Link'));
    tab(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('Escape closes it and focus returns to the opener', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('focus returns to the opener after a button inside closes it', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(opener);
  });
});
