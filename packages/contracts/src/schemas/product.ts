import * as yup from 'yup';
import { MAX_PRICE, MAX_STOCK, RATING_MAX } from '../constants';
import { MESSAGES } from '../errors';
import { requiredText } from './common';

// Numbers arrive as strings from multipart forms; '' must count as missing, not as 0.
const num = () =>
  yup
    .number()
    .transform((v, orig) => (orig === '' || orig === null ? undefined : v))
    .typeError('Must be a number');

export const productSchema = yup.object({
  name: requiredText(120),
  description: requiredText(2000),
  price: num()
    .required(MESSAGES.fillAllFields)
    .min(0, 'Price cannot be negative')
    .max(MAX_PRICE, `Price must be at most ${MAX_PRICE}`)
    .test('cents', 'Price can have at most 2 decimals', (v) => v == null || Math.abs(Math.round(v * 100) - v * 100) < 1e-6),
  stock: num()
    .required(MESSAGES.fillAllFields)
    .integer('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(MAX_STOCK, `Stock must be at most ${MAX_STOCK}`),
  category: requiredText(60),
  rating: num().integer().min(0).max(RATING_MAX).default(0),
});

export const productListQuerySchema = yup.object({
  page: num().integer().min(1).max(1_000_000).default(1),
  limit: num().integer().min(1).max(100).default(5),
  q: yup.string().trim().max(100).default(''),
  category: yup.string().trim().max(60).default(''),
  ids: yup.string().max(2000).default(''),
});
