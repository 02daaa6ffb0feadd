import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from './Field';
import { FileInput } from './FileInput';
import { theme } from './theme';

afterEach(cleanup);

describe('FileInput (#34 item 14)', () => {
  it('says what to do in the caller’s words, keeps its Field label as its name, and names what was chosen', () => {
    const picked = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <Field id="photo" label="ፎቶ">
          <FileInput
            id="photo"
            accept="image/*"
            buttonLabel="ፎቶ ይምረጡ"
            noneLabel="ምንም ፎቶ አልተመረጠም"
            onChange={(e) => picked(e.target.files?.[0]?.name)}
          />
        </Field>
      </ThemeProvider>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('ፎቶ');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(screen.getByText('ፎቶ ይምረጡ').tagName).toBe('LABEL');
    expect(screen.getByText('ምንም ፎቶ አልተመረጠም')).toBeTruthy();
    const file = new File(['x'], 'shirt.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(picked).toHaveBeenCalledWith('shirt.png');
    expect(screen.getByText('shirt.png')).toBeTruthy();
    expect(screen.queryByText('ምንም ፎቶ አልተመረጠም')).toBeNull();
  });

  it('the visible button opens the same input', () => {
    render(
      <ThemeProvider theme={theme}>
        <FileInput id="f" buttonLabel="Choose a photo" noneLabel="No photo chosen" />
      </ThemeProvider>,
    );
    const input = document.getElementById('f') as HTMLInputElement;
    const opened = vi.fn();
    input.addEventListener('click', opened);
    fireEvent.click(screen.getByText('Choose a photo'));
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
