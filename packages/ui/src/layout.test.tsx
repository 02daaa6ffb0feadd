import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionsRow, PageHead, TitledText } from './layout';
import { Button } from './primitives';
import { theme } from './theme';

const inTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('layout pieces', () => {
  afterEach(cleanup);

  it('PageHead: the page title as the one h1, its lead under it, the actions beside them', () => {
    const { container } = inTheme(
      <PageHead title="Orders" lead="Every order of your store">
        <Button type="button">Export</Button>
      </PageHead>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    expect(container.querySelector('header > div > p')?.textContent).toBe('Every order of your store');
    expect(container.querySelector('header > button')?.textContent).toBe('Export');
  });

  it('PageHead without a lead renders no empty paragraph', () => {
    const { container } = inTheme(<PageHead title="Inbox" />);
    expect(container.querySelector('p')).toBeNull();
  });

  it('TitledText: an h2 by default, the heading level the caller asks for, the text as a paragraph', () => {
    const { container } = inTheme(
      <>
        <TitledText title="Could not load" text="Try again" />
        <TitledText heading="h1" title="A store in 5 minutes" text="No code" />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Could not load' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'A store in 5 minutes' })).toBeTruthy();
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Try again', 'No code']);
  });

  it('ActionsRow: 18px above the buttons unless the caller asks for more', () => {
    inTheme(
      <>
        <ActionsRow data-testid="modal" />
        <ActionsRow data-testid="page" $top="20px" />
      </>,
    );
    expect(getComputedStyle(screen.getByTestId('modal')).marginTop).toBe('18px');
    expect(getComputedStyle(screen.getByTestId('page')).marginTop).toBe('20px');
    expect(getComputedStyle(screen.getByTestId('page')).justifyContent).toBe('flex-end');
  });
});
