import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_LIST } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { LanguagePicker } from './LanguagePicker';

function Sample() {
  const { t } = useTranslation('shell');
  return <p>{t('nav.orders')}</p>;
}

describe('language picker', () => {
  it('offers each language in its own name', () => {
    renderAt(<LanguagePicker />);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['English', 'Español', 'አማርኛ']));
    expect(screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.getAttribute('lang'), o.textContent])).toEqual(
      LANGUAGE_LIST.map((l) => [l.code, l.code, l.name]),
    );
  });

  it('switches the interface and keeps the choice on the device (appLang)', async () => {
    renderAt(
      <>
        <LanguagePicker />
        <Sample />
      </>,
    );
    expect(screen.getByText('Orders')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'am');
    await waitFor(() => expect(screen.getByText('ትዕዛዞች')).toBeTruthy());
    expect(localStorage.getItem('appLang')).toBe('am');
    expect(document.cookie).toContain('appLang=am');
    expect(document.documentElement.lang).toBe('am');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.cookie).not.toContain('appLang=en');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'ቋንቋ' }), 'es');
    await waitFor(() => expect(screen.getByText('Pedidos')).toBeTruthy());
  });
});
