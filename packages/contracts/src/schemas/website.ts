import * as yup from 'yup';
import { rule } from './rule';
import { domainSchema, isSafeLink, requiredText } from './common';

export const websiteSchema = yup.object({
  domain: domainSchema,
  title: requiredText(80),
  description: requiredText(500),
});

const navItemSchema = yup.object({
  title: requiredText(40, 'navTitle'),
  link: yup
    .string()
    .trim()
    .required(rule('navLink'))
    .test('safe-link', rule('navLinkSafe'), (v) => (v ? isSafeLink(v) : false)),
});

export const headerFooterSchema = yup.object({
  html_content: yup.string().max(20_000, rule('htmlTooLong')).default(''),
  navs: yup.array(navItemSchema).max(20, rule('navMax')).default([]),
});

// The image is checked separately (multipart file, by magic bytes).
export const heroSchema = yup.object({
  title: requiredText(120, 'heroAllRequired'),
  subtitle: requiredText(300, 'heroAllRequired'),
  call_to_action: yup.string().trim().max(80, rule('tooLong')).default(''),
});

export const pageSchema = yup.object({
  title: requiredText(80, 'titleRequired'),
  slug: yup
    .string()
    .trim()
    .lowercase()
    .required(rule('slugRequired'))
    .matches(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, rule('slugChars')),
  meta_title: yup.string().trim().max(120, rule('tooLong')).default(''),
  meta_description: yup.string().trim().max(300, rule('tooLong')).default(''),
  is_published: yup.boolean().typeError(rule('trueOrFalse')).default(false),
});
