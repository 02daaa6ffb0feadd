// Merchant content translations (DESIGN §16): the store's languages and the translations of its content. Owner only.
// Content translations are part of the draft (they go live with the next publish); product translations are live.
import type { StoreLocales, TranslationFields, TranslationItem, TranslationList } from '../translations';
import type { PageQuery } from '../types';
import { op, OWNER_WRITE_ERRORS as WRITE } from './define';

const RESOURCE = [...WRITE, 'resource_not_found'] as const;
const PATH = '/website/translations/:type/:resource_id/:locale';

export const translationOperations = {
  localesGet: op<undefined, undefined, StoreLocales>()({
    id: 'localesGet',
    method: 'GET',
    auth: true,
    path: '/website/locales',
    errors: ['website_not_found'],
  }),
  /** `enabled` always gets the default added; changing the default keeps every translation. */
  localesUpdate: op<undefined, StoreLocales, StoreLocales>()({
    id: 'localesUpdate',
    method: 'PUT',
    auth: true,
    path: '/website/locales',
    errors: WRITE,
  }),
  /** One enabled non-default locale's translations, filtered by type and status; `counts` cover every type. */
  translationList: op<PageQuery & { locale: string; type?: string; status?: string }, undefined, TranslationList>()({
    id: 'translationList',
    method: 'GET',
    auth: true,
    path: '/website/translations',
    errors: ['website_not_found', 'validation_failed'],
  }),
  /** 400 on an unknown type or field, a value not text or too long, a locale not enabled or the default. */
  translationPut: op<undefined, { fields: TranslationFields }, TranslationItem>()({
    id: 'translationPut',
    method: 'PUT',
    auth: true,
    path: PATH,
    errors: RESOURCE,
  }),
  /** 204 whether or not it had a translation; 404 when the resource is not the merchant's. */
  translationDelete: op<undefined, undefined, undefined>()({
    id: 'translationDelete',
    method: 'DELETE',
    auth: true,
    path: PATH,
    errors: ['website_not_found', 'validation_failed', 'resource_not_found'],
  }),
};
