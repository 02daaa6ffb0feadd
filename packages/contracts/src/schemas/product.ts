import * as yup from 'yup';
import { MAX_PRICE, MAX_STOCK, RATING_MAX } from '../constants';
import { rule } from './rule';
import { requiredText } from './common';

// Numbers arrive as strings from multipart forms; '' must count as missing, not as 0.
const num = () =>
  yup
    .number()
    .transform((v, orig) => (orig === '' || orig === null ? undefined : v))
    .typeError(rule('number'));

export const productSchema = yup.object({
  name: requiredText(120),
  description: requiredText(2000),
  price: num()
    .required(rule('fillAllFields'))
    .min(0, rule('priceNegative'))
    .max(MAX_PRICE, rule('priceMax'))
    .test('cents', rule('priceCents'), (v) => v == null || Math.abs(Math.round(v * 100) - v * 100) < 1e-6),
  stock: num().required(rule('fillAllFields')).integer(rule('stockWhole')).min(0, rule('stockNegative')).max(MAX_STOCK, rule('stockMax')),
  category: requiredText(60),
  rating: num().integer(rule('whole')).min(0, rule('atLeast')).max(RATING_MAX, rule('atMost')).default(0),
});

export const productListQuerySchema = yup.object({
  page: num().integer().min(1).max(1_000_000).default(1),
  limit: num().integer().min(1).max(100).default(5),
  q: yup.string().trim().max(100).default(''),
  category: yup.string().trim().max(60).default(''),
  ids: yup.string().max(2000).default(''),
});
