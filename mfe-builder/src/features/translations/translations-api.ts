// The calls of the Languages and Translations panels (DESIGN §16), loaded with them: only the translation operations
// of the contracts' table, so the rest of it stays out of these chunks.
import { api } from '@app/api-client';
import { translationOperations as ops, type StoreLocales, type TranslationFields } from '@app/contracts';

const { client } = api;

export interface ListQuery {
  locale: string;
  type?: string;
  status?: string;
  page: number;
  limit: number;
}

export const translationsApi = {
  locales: () => client.op(ops.localesGet, {}, undefined, { defaultMessage: 'generic' }),
  saveLocales: (locales: StoreLocales) => client.op(ops.localesUpdate, {}, locales, { defaultMessage: 'generic' }),
  list: (query: ListQuery) => client.op(ops.translationList, {}, undefined, { query, defaultMessage: 'generic' }),
  put: (type: string, id: number, locale: string, fields: TranslationFields) =>
    client.op(ops.translationPut, { type, resource_id: id, locale }, { fields }, { defaultMessage: 'generic' }),
  remove: (type: string, id: number, locale: string) =>
    client.op(ops.translationDelete, { type, resource_id: id, locale }, undefined, { defaultMessage: 'generic' }),
};
