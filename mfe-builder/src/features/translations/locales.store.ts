// The store's languages (GET/PUT /website/locales) as the Languages and Translations panels share them: saving the
// languages changes which languages the Translations panel offers at once.
import { api, messageOf, type Shown } from '@app/api-client';
import type { StoreLocales } from '@app/contracts';
import { proxy } from 'valtio';
import { failed, succeeded, type Outcome } from '../../shared/outcome';
import { loadPublishing } from '../publishing/publishing.store';

export const localesState = proxy({
  locales: null as StoreLocales | null,
  error: null as Shown | null,
});

/** Reads the languages once per builder visit (the panels call it when they open; a later call reads again). */
export async function loadLocales(): Promise<void> {
  try {
    localesState.locales = await api.translations.locales();
    localesState.error = null;
  } catch (err) {
    localesState.error = messageOf(err, 'generic');
  }
}

/** The store's languages are part of the draft (DESIGN §15): the publish bar counts the change. */
export async function saveLocales(input: StoreLocales): Promise<Outcome> {
  try {
    localesState.locales = await api.translations.saveLocales(input);
    void loadPublishing();
    return succeeded('localesUpdated');
  } catch (err) {
    return failed(err, 'generic');
  }
}

/** The languages content is translated into: every enabled one but the default. */
export const targetLocales = (l: StoreLocales | null): string[] => (l ? l.enabled.filter((x) => x !== l.default) : []);
