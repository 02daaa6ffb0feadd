import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';
import { theme } from './theme';

describe('Pager', () => {
  afterEach(cleanup);
  it("its navigation is named in the reader's words, previous and next disabled at the ends", () => {
    render(
      <ThemeProvider theme={theme}>
        <Pager
          page={1}
          total={25}
          limit={10}
          onPage={vi.fn()}
          labels={{ previous: 'Anterior', next: 'Siguiente', page: 'Página 1 de 3', nav: 'Páginas' }}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
