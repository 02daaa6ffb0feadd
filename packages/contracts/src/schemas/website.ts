import * as yup from 'yup';
import { MESSAGES } from '../errors';
import { domainSchema, isSafeLink, requiredText } from './common';

export const websiteSchema = yup.object({
  domain: domainSchema,
  title: requiredText(80),
  description: requiredText(500),
});

const navItemSchema = yup.object({
  title: requiredText(40, 'Each navigation item needs a title'),
  link: yup
    .string()
    .trim()
    .required('Each navigation item needs a link')
    .test('safe-link', 'Links must be a relative path or an http(s) URL', (v) => (v ? isSafeLink(v) : false)),
});

export const chromeSchema = yup.object({
  html_content: yup.string().max(20_000, 'HTML content is too long').default(''),
  navs: yup.array(navItemSchema).max(20, 'At most 20 navigation items').default([]),
});

// The image is checked separately (multipart file, by magic bytes).
export const heroSchema = yup.object({
  title: requiredText(120, MESSAGES.heroAllRequired),
  subtitle: requiredText(300, MESSAGES.heroAllRequired),
  call_to_action: yup.string().trim().max(80).default(''),
});

export const pageSchema = yup.object({
  title: requiredText(80, 'Title is required'),
  slug: yup
    .string()
    .trim()
    .lowercase()
    .required('Slug is required')
    .matches(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, 'Slug: lowercase letters, digits and inner hyphens'),
  meta_title: yup.string().trim().max(120).default(''),
  meta_description: yup.string().trim().max(300).default(''),
  is_published: yup.boolean().typeError('is_published must be true or false').default(false),
});
