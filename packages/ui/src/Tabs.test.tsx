import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';
import { theme } from './theme';

function Harness() {
  const [k, setK] = useState<'a' | 'b' | 'c'>('a');
  return (
    <ThemeProvider theme={theme}>
      <Tabs
        label="Pages"
        active={k}
        onChange={setK}
        items={[
          { key: 'a', label: 'About' },
          { key: 'b', label: 'Contact' },
          { key: 'c', label: 'Policy' },
        ]}
      />
    </ThemeProvider>
  );
}

describe('Tabs', () => {
  afterEach(cleanup);
  it('only the selected tab is in the Tab order; arrows, Home and End move and select', () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('About').tabIndex).toBe(0);
    expect(tab('Contact').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('About'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Contact'));
    expect(tab('Contact').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Contact'), { key: 'End' });
    expect(tab('Policy').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Policy'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('About'));
    fireEvent.keyDown(tab('About'), { key: 'ArrowLeft' });
    expect(tab('Policy').getAttribute('aria-selected')).toBe('true');
  });
});
