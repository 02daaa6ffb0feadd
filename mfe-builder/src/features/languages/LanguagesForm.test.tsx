import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, refusal, renderPage } from '@app/remote-kit/test';
import { publishingMocks } from '../../test/fixtures';
import { localesState } from '../translations/locales.store';
import { LanguagesPanel } from './LanguagesPanel';

const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('languages settings', () => {
  beforeEach(() => {
    localesState.locales = null;
  });

  it('enables languages (the default always on) and saves them; the toast comes with the answer', async () => {
    const { calls } = mockApi({
      ...publishingMocks(),
      'GET /website/locales': { body: { default: 'en', enabled: ['en'] } },
      'PUT /website/locales': (body: { default: string; enabled: string[] }) => ({ body }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<LanguagesPanel />);
    await screen.findByLabelText('Default language');
    expect([checkbox(/English/).checked, checkbox(/English/).disabled]).toEqual([true, true]);
    expect(screen.getByText('English (default)')).toBeTruthy();
    await user.click(checkbox(/Español/));
    await user.click(checkbox(/አማርኛ/));
    await user.click(screen.getByRole('button', { name: 'Save languages' }));
    await screen.findByText('Languages saved');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ default: 'en', enabled: ['en', 'es', 'am'] });
    expect(localesState.locales).toEqual({ default: 'en', enabled: ['en', 'es', 'am'] });
    // The languages are part of the draft: the publish bar reads its changes again.
    await waitFor(() => expect(calls.some((c) => c.path === '/website/publishing')).toBe(true));
  });

  it('warns that a new default language stops using its translations, and always enables it', async () => {
    const { calls } = mockApi({
      'GET /website/locales': { body: { default: 'en', enabled: ['en', 'es'] } },
      'PUT /website/locales': (body: unknown) => ({ body }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<LanguagesPanel />);
    expect(screen.queryByTestId('default-change-warning')).toBeNull();
    await user.selectOptions(await screen.findByLabelText('Default language'), 'am');
    expect(screen.getByTestId('default-change-warning').textContent).toMatch(
      /^Your content will be treated as written in አማርኛ instead of English\. Translations already saved in አማርኛ will stop being used/,
    );
    expect(checkbox(/አማርኛ/).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save languages' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ default: 'am', enabled: ['en', 'es', 'am'] }));
  });

  it("shows the server's refusal at its field", async () => {
    mockApi({
      'GET /website/locales': { body: { default: 'en', enabled: ['en'] } },
      'PUT /website/locales': refusal(['body', 'default'], 'localeUnknown', 'Must be one of en, es, am', { values: 'en, es, am' }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<LanguagesPanel />);
    await user.click(await screen.findByRole('checkbox', { name: /Español/ }));
    await user.click(screen.getByRole('button', { name: 'Save languages' }));
    const select = screen.getByLabelText('Default language');
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('locales-default-error')?.textContent).toBe('Must be one of en, es, am');
    expect(within(screen.getByRole('form')).queryByRole('alert')).toBeNull();
  });
});
