// The Discounts form's values and their conversions: the API's discount <-> what the inputs hold (text, and local
// date-times from <input type="datetime-local">), and the checked request body. No React here.
import { discountSchema, type Discount, type DiscountInput, type DiscountKind, type DiscountTarget } from '@app/contracts';
import { yupToFormErrors, type FormikErrors } from 'formik';

export interface DiscountFormValues {
  code: string;
  automatic: boolean;
  title: string;
  kind: DiscountKind;
  value: string;
  applies_to: DiscountTarget;
  product_ids: number[];
  min_subtotal: string;
  /** Local time as a datetime-local input holds it ('' = none). */
  starts_at: string;
  ends_at: string;
  usage_limit: string;
  once_per_email: boolean;
  active: boolean;
}

export const EMPTY_DISCOUNT: DiscountFormValues = {
  code: '',
  automatic: false,
  title: '',
  kind: 'percent',
  value: '',
  applies_to: 'order',
  product_ids: [],
  min_subtotal: '',
  starts_at: '',
  ends_at: '',
  usage_limit: '',
  once_per_email: false,
  active: true,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the merchant's local date-time (what datetime-local shows). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A local date-time back to an ISO instant; text that is not one is passed on for the schema to refuse. */
function toIso(local: string): string | null {
  if (!local.trim()) return null;
  const t = new Date(local).getTime();
  return Number.isNaN(t) ? local : new Date(t).toISOString();
}

export function valuesOf(d: Discount): DiscountFormValues {
  return {
    code: d.code ?? '',
    automatic: d.automatic,
    title: d.title,
    kind: d.kind,
    value: String(d.value),
    applies_to: d.applies_to,
    product_ids: d.product_ids,
    min_subtotal: d.min_subtotal ? String(d.min_subtotal) : '',
    starts_at: toLocalInput(d.starts_at),
    ends_at: toLocalInput(d.ends_at),
    usage_limit: d.usage_limit == null ? '' : String(d.usage_limit),
    once_per_email: d.once_per_email,
    active: d.active,
  };
}

/** The request body: an automatic discount sends no code; blank numbers are "not set". */
export function inputOf(v: DiscountFormValues): DiscountInput {
  const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
  return {
    code: v.automatic ? null : v.code.trim() || null,
    automatic: v.automatic,
    title: v.title,
    kind: v.kind,
    value: num(v.value) as number,
    applies_to: v.applies_to,
    product_ids: v.applies_to === 'products' ? v.product_ids : [],
    min_subtotal: num(v.min_subtotal) ?? 0,
    starts_at: toIso(v.starts_at),
    ends_at: toIso(v.ends_at),
    usage_limit: num(v.usage_limit) ?? null,
    once_per_email: v.once_per_email,
    active: v.active,
  };
}

/** The contracts' schema run on the body the form would send: its rules land on the fields that hold them. */
export async function validateDiscount(v: DiscountFormValues): Promise<FormikErrors<DiscountFormValues>> {
  try {
    await discountSchema.validate(inputOf(v), { abortEarly: false });
    return {};
  } catch (err) {
    // yup's ValidationError, told by name (yup is the contracts' dependency, not this remote's).
    if ((err as Error).name === 'ValidationError') return yupToFormErrors<DiscountFormValues>(err);
    throw err;
  }
}
