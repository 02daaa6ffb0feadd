// The merchant's website: its settings, header, footer and hero, its custom domain, and the public look-ups by domain or id.
import { ops, type HeaderFooter, type WebsiteInput } from '@app/contracts';
import type { Client } from '../client';

export type { WebsiteInput };

export const websiteApi = (client: Client) => ({
  mine: () => client.op(ops.websiteGet, {}, undefined, { defaultMessage: 'fetchWebsite' }),
  create: (w: WebsiteInput) => client.op(ops.websiteCreate, {}, w, { defaultMessage: 'createWebsite' }),
  update: (w: WebsiteInput) => client.op(ops.websiteUpdate, {}, w, { defaultMessage: 'updateWebsite' }),
  byDomain: (domain: string) => client.op(ops.websiteByDomain, { domain }, undefined, { defaultMessage: 'fetchWebsite' }),
  byId: (id: number | string) => client.op(ops.websiteById, { website_id: id }, undefined, { defaultMessage: 'fetchWebsite' }),
  createHeader: (h: HeaderFooter) => client.op(ops.headerCreate, {}, h, { defaultMessage: 'createHeader' }),
  updateHeader: (h: HeaderFooter) => client.op(ops.headerUpdate, {}, h, { defaultMessage: 'updateHeader' }),
  createFooter: (f: HeaderFooter) => client.op(ops.footerCreate, {}, f, { defaultMessage: 'createFooter' }),
  updateFooter: (f: HeaderFooter) => client.op(ops.footerUpdate, {}, f, { defaultMessage: 'updateFooter' }),
  createHero: (form: FormData) => client.op(ops.heroCreate, {}, form, { defaultMessage: 'createHero' }),
  updateHero: (form: FormData) => client.op(ops.heroUpdate, {}, form, { defaultMessage: 'updateHero' }),
  // The store's verified custom domain (#35 item 7).
  customHostname: () => client.op(ops.customHostnameGet, {}, undefined, { defaultMessage: 'fetchWebsite' }),
  addCustomHostname: (hostname: string) => client.op(ops.customHostnameCreate, {}, { hostname }, { defaultMessage: 'updateWebsite' }),
  refreshCustomHostname: () => client.op(ops.customHostnameRefresh, {}, undefined, { defaultMessage: 'fetchWebsite' }),
  removeCustomHostname: () => client.op(ops.customHostnameDelete, {}, undefined, { defaultMessage: 'updateWebsite' }),
});
