// The merchant's order operations (DESIGN §18): the list's filters and the bodies of fulfil, cancel and refund. What
// depends on the order (its state, how much may still be refunded) is the API's to check.
import * as yup from 'yup';
import { MAX_PAGE_SIZE, MAX_PRICE, ORDERS_PAGE_SIZE } from '../constants';
import { ORDER_STATUSES } from '../order-states';
import { pageQuerySchema } from './common';
import { rule } from './rule';

export const TRACKING_NUMBER_MAX = 100;
export const CARRIER_MAX = 60;
export const REFUND_REASON_MAX = 200;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) =>
  DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
// A query or form sends '' for "not set".
const day = () =>
  yup
    .string()
    .trim()
    .transform((v: string) => (v === '' ? undefined : v))
    .test('day', rule('dateOnly'), (v) => v == null || isDay(v));

/** GET /orders/ and /orders.csv: the page plus an optional status and a range of whole UTC days (both ends included). */
export const orderListQuerySchema = pageQuerySchema(ORDERS_PAGE_SIZE, MAX_PAGE_SIZE).shape({
  status: yup
    .string()
    .transform((v: string) => (v === '' ? undefined : v))
    .oneOf([...ORDER_STATUSES], rule('oneOf', { values: ORDER_STATUSES.join(', ') })),
  from: day(),
  to: day().test('range', rule('endsAfterStarts'), function (to) {
    const from = this.parent.from as string | undefined;
    return to == null || from == null || !isDay(from) || to >= from;
  }),
});

const optionalText = (max: number) =>
  yup
    .string()
    .typeError(rule('mustBeText'))
    .trim()
    .max(max, rule('tooLong', { max }))
    .transform((v: string) => (v === '' ? null : v))
    .nullable()
    .default(null)
    // yup turns 5 into '5'; a tracking number sent as a number is a client's mistake, said at its field.
    .test('text', rule('mustBeText'), function () {
      return this.originalValue == null || typeof this.originalValue === 'string';
    });

export const fulfilSchema = yup.object({
  tracking_number: optionalText(TRACKING_NUMBER_MAX),
  carrier: optionalText(CARRIER_MAX),
});

const restock = () => yup.boolean().strict().typeError(rule('trueOrFalse')).default(false);

export const cancelSchema = yup.object({ restock: restock() });

const hasCents = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

export const refundSchema = yup.object({
  amount: yup
    .number()
    .transform((v, orig) => (orig === '' ? undefined : v))
    .typeError(rule('number'))
    .required(rule('amountPositive'))
    .test('amount', function (v) {
      if (v == null) return true;
      if (v <= 0) return this.createError({ message: rule('amountPositive') });
      if (v > MAX_PRICE * 1000) return this.createError({ message: rule('refundTooMuch', { max: MAX_PRICE * 1000 }) });
      return hasCents(v) || this.createError({ message: rule('amountCents') });
    }),
  restock: restock(),
  reason: optionalText(REFUND_REASON_MAX),
});

/** Mark paid takes nothing: an empty object (or no body). */
export const markPaidSchema = yup.object({});

export type OrderListQuery = yup.InferType<typeof orderListQuerySchema>;
export type FulfilRequest = yup.InferType<typeof fulfilSchema>;
export type CancelRequest = yup.InferType<typeof cancelSchema>;
export type RefundRequest = yup.InferType<typeof refundSchema>;
