// The store's languages and content translations (DESIGN §16: the Languages and Translations panels).
import { ops, type StoreLocales, type TranslationFields } from '@app/contracts';
import type { Client } from '../client';

export interface TranslationListQuery {
  locale: string;
  type?: string;
  status?: string;
  page: number;
  limit: number;
}

export const translationsApi = (client: Client) => ({
  locales: () => client.op(ops.localesGet, {}, undefined, { defaultMessage: 'generic' }),
  saveLocales: (locales: StoreLocales) => client.op(ops.localesUpdate, {}, locales, { defaultMessage: 'generic' }),
  list: (query: TranslationListQuery) => client.op(ops.translationList, {}, undefined, { query, defaultMessage: 'generic' }),
  put: (type: string, id: number, locale: string, fields: TranslationFields) =>
    client.op(ops.translationPut, { type, resource_id: id, locale }, { fields }, { defaultMessage: 'generic' }),
  remove: (type: string, id: number, locale: string) =>
    client.op(ops.translationDelete, { type, resource_id: id, locale }, undefined, { defaultMessage: 'generic' }),
});
