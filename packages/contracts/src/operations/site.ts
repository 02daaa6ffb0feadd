// The merchant's website as the builder edits it: website, header and footer, hero, pages and sections, products
// (SPEC §7 /website). Multipart bodies (hero, products) are FormData here; their text fields are checked by the
// op's body schema, their files by edge-api's image code.
import type {
  HeaderFooter,
  Hero,
  MessageResponse,
  Page,
  PageInput,
  PageWithSections,
  Product,
  Section,
  SectionInput,
  Website,
  WebsiteInput,
} from '../types';
import { op, OWNER_WRITE_ERRORS as WRITE } from './define';

const IMAGE = ['unsupported_image', 'image_incomplete', 'image_too_large', 'payload_too_large'] as const;
/** Header and footer: POST and PUT both create-or-replace (the client's create-after-website calls stay repeatable). */
const headerFooter = <I extends string, M extends 'POST' | 'PUT', P extends string>(id: I, method: M, path: P) =>
  op<undefined, HeaderFooter, HeaderFooter>()({ id, method, auth: true, path, errors: WRITE });
/** Hero: both verbs save (the image is required only when there is no hero yet). */
const hero = <M extends 'POST' | 'PUT'>(id: string, method: M) =>
  op<undefined, FormData, Hero>()({ id, method, auth: true, path: '/website/hero', errors: [...WRITE, ...IMAGE] });

export const siteOperations = {
  websiteGet: op<undefined, undefined, Website>()({
    id: 'websiteGet',
    method: 'GET',
    auth: true,
    path: '/website/',
    errors: ['website_not_found'],
  }),
  websiteCreate: op<undefined, WebsiteInput, Website>()({
    id: 'websiteCreate',
    method: 'POST',
    auth: true,
    path: '/website/',
    errors: [...WRITE, 'website_exists', 'domain_taken'],
  }),
  websiteUpdate: op<undefined, WebsiteInput, Website>()({
    id: 'websiteUpdate',
    method: 'PUT',
    auth: true,
    path: '/website/',
    errors: [...WRITE, 'domain_taken'],
  }),
  websiteByDomain: op<undefined, undefined, Website>()({
    id: 'websiteByDomain',
    method: 'GET',
    auth: false,
    path: '/website/domain/:domain',
    errors: ['website_not_found'],
  }),
  websiteById: op<undefined, undefined, Website>()({
    id: 'websiteById',
    method: 'GET',
    auth: false,
    path: '/website/id/:website_id',
    errors: ['website_not_found'],
  }),
  headerCreate: headerFooter('headerCreate', 'POST', '/website/header'),
  headerUpdate: headerFooter('headerUpdate', 'PUT', '/website/header'),
  footerCreate: headerFooter('footerCreate', 'POST', '/website/footer'),
  footerUpdate: headerFooter('footerUpdate', 'PUT', '/website/footer'),
  heroCreate: hero('heroCreate', 'POST'),
  heroUpdate: hero('heroUpdate', 'PUT'),
  /** Idempotent by slug: the same slug again updates that page. */
  pageCreate: op<undefined, PageInput, Page>()({ id: 'pageCreate', method: 'POST', auth: true, path: '/website/pages/', errors: WRITE }),
  pageGet: op<undefined, undefined, PageWithSections>()({
    id: 'pageGet',
    method: 'GET',
    auth: true,
    path: '/website/pages/:page_id',
    errors: ['not_found', 'website_not_found', 'page_not_found'],
  }),
  pageUpdate: op<undefined, PageInput, Page>()({
    id: 'pageUpdate',
    method: 'PUT',
    auth: true,
    path: '/website/pages/:page_id',
    errors: [...WRITE, 'not_found', 'page_not_found'],
  }),
  /** The path's page id wins over any page_id in the body. */
  sectionCreate: op<undefined, SectionInput & { page_id?: number }, Section>()({
    id: 'sectionCreate',
    method: 'POST',
    auth: true,
    path: '/website/pages/:page_id/sections',
    errors: [...WRITE, 'not_found', 'page_not_found'],
  }),
  sectionUpdate: op<undefined, SectionInput, Section>()({
    id: 'sectionUpdate',
    method: 'PUT',
    auth: true,
    path: '/website/pages/:page_id/sections/:section_id',
    errors: [...WRITE, 'not_found', 'section_not_found'],
  }),
  sectionDelete: op<undefined, undefined, MessageResponse>()({
    id: 'sectionDelete',
    method: 'DELETE',
    auth: true,
    path: '/website/pages/:page_id/sections/:section_id',
    errors: ['not_found', 'website_not_found', 'section_not_found'],
  }),
  /** Public: a published page's sections by slug (unknown site, unknown slug and unpublished page are all 404). */
  publicSections: op<undefined, undefined, Section[]>()({
    id: 'publicSections',
    method: 'GET',
    auth: false,
    path: '/website/pages/public/website/:website_id/sections/:slug',
    errors: ['website_not_found', 'page_not_found'],
  }),
  productCreate: op<undefined, FormData, Product>()({
    id: 'productCreate',
    method: 'POST',
    auth: true,
    path: '/website/:website_id/products',
    // priced_by_variants: a price or stock other than the `variants` field's (set up before the first save) gives it.
    errors: [...WRITE, ...IMAGE, 'not_found', 'too_many_images', 'priced_by_variants'],
  }),
  productUpdate: op<undefined, FormData, Product>()({
    id: 'productUpdate',
    method: 'PUT',
    auth: true,
    path: '/website/website/:website_id/products/:product_id',
    errors: [...WRITE, ...IMAGE, 'not_found', 'too_many_images', 'product_not_found', 'priced_by_variants'],
  }),
  productDelete: op<undefined, undefined, MessageResponse & { id: number }>()({
    id: 'productDelete',
    method: 'DELETE',
    auth: true,
    path: '/website/website/:website_id/products/:product_id',
    errors: ['not_found', 'website_not_found', 'product_not_found'],
  }),
} as const;
