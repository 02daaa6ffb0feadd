import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { StoreSearch } from './StoreSearch';

describe('store-number search (SPEC §5)', () => {
  const setup = () => {
    const navigate = vi.fn();
    renderAt(<StoreSearch navigate={navigate} />);
    return {
      navigate,
      box: screen.getByRole('textbox', { name: 'Store number' }),
      button: screen.getByRole('button', { name: 'Open store' }),
    };
  };

  it('is required and disabled while empty', () => {
    const { box, button } = setup();
    expect(box.hasAttribute('required')).toBe(true);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps digits only', async () => {
    const { box, button } = setup();
    await userEvent.type(box, 'a1b2-3 ');
    expect((box as HTMLInputElement).value).toBe('123');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('stays disabled when only non-digits were typed', async () => {
    const { box, button } = setup();
    await userEvent.type(box, 'abc');
    expect((box as HTMLInputElement).value).toBe('');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens /published-store/{number} on submit', async () => {
    const { box, navigate } = setup();
    await userEvent.type(box, '42{Enter}');
    expect(navigate).toHaveBeenCalledWith('/published-store/42');
  });
});
