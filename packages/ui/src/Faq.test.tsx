import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Faq, FAQ_TYPING_MS } from './Faq';
import { theme } from './theme';

const items = [
  { question: 'How long?', answer: 'Five minutes.' },
  { question: 'Free trial?', answer: 'Fourteen days.' },
];

describe('FAQ accordion', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <ThemeProvider theme={theme}>
        <Faq items={items} />
      </ThemeProvider>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const question = (name: string) => screen.getByRole('button', { name });

  it('starts closed', () => {
    expect(question('How long?').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens one item at a time', () => {
    fireEvent.click(question('How long?'));
    expect(question('How long?').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(question('Free trial?'));
    expect(question('How long?').getAttribute('aria-expanded')).toBe('false');
    expect(question('Free trial?').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    fireEvent.click(question('Free trial?'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('types the answer in at 15 ms per character, while screen readers get it whole', () => {
    fireEvent.click(question('How long?'));
    const typed = screen.getByTestId('faq-typed');
    expect(typed.textContent).toBe('');
    expect(screen.getByRole('region').textContent).toContain('Five minutes.');
    act(() => vi.advanceTimersByTime(FAQ_TYPING_MS * 4));
    expect(typed.textContent).toBe('Five');
    act(() => vi.advanceTimersByTime(FAQ_TYPING_MS * 20));
    expect(typed.textContent).toBe('Five minutes.');
  });
});
