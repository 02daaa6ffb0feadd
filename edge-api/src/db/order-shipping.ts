// An order's shopper details (migration 0019): the email, the shipping address and the language, as columns, as the
// checkout request carries them and as the DTOs show them. One place, so the insert, the owner's list and the
// shopper's status read can never disagree on a column.
import { orders } from '@app/db';
import type { CheckoutRequest, Order } from '@app/contracts';

export interface ShippingColumns {
  customerEmail: string | null;
  shipLine1: string;
  shipLine2: string;
  shipCity: string;
  shipRegion: string;
  shipPostalCode: string;
  shipCountry: string;
  customerLocale: string;
}

/** The columns a checkout writes, from its validated request (trimmed, country upper case by the schema). */
export function shippingColumns(customer: CheckoutRequest['customer']): ShippingColumns {
  const a = customer.shipping_address;
  return {
    customerEmail: customer.email,
    shipLine1: a.line1,
    shipLine2: a.line2 ?? '',
    shipCity: a.city,
    shipRegion: a.region ?? '',
    shipPostalCode: a.postal_code ?? '',
    shipCountry: a.country,
    customerLocale: customer.locale ?? 'en',
  };
}

/** For drizzle selects. */
export const shippingSelect = {
  customerEmail: orders.customerEmail,
  shipLine1: orders.shipLine1,
  shipLine2: orders.shipLine2,
  shipCity: orders.shipCity,
  shipRegion: orders.shipRegion,
  shipPostalCode: orders.shipPostalCode,
  shipCountry: orders.shipCountry,
  customerLocale: orders.customerLocale,
};

const COLUMN_NAMES: [column: string, name: keyof ShippingColumns][] = [
  ['customer_email', 'customerEmail'],
  ['ship_line1', 'shipLine1'],
  ['ship_line2', 'shipLine2'],
  ['ship_city', 'shipCity'],
  ['ship_region', 'shipRegion'],
  ['ship_postal_code', 'shipPostalCode'],
  ['ship_country', 'shipCountry'],
  ['customer_locale', 'customerLocale'],
];

/** For raw SELECTs on `orders` (optionally under a table alias): the same columns under the same names. */
export const shippingSql = (alias = '') => COLUMN_NAMES.map(([col, name]) => `${alias && `${alias}.`}${col} AS ${name}`).join(', ');
export const SHIPPING_SQL = shippingSql();

// customer_email is written with the order's other columns (it predates migration 0019).
const INSERTED = COLUMN_NAMES.slice(1);
export const SHIPPING_INSERT_COLUMNS = INSERTED.map(([col]) => col).join(', ');
export const shippingInsertValues = (c: ShippingColumns) => INSERTED.map(([, name]) => c[name]);

/** The DTO fields; an order placed before migration 0019 has no address (null). */
export function shippingDto(c: ShippingColumns): Pick<Order, 'customer_email' | 'shipping_address' | 'locale'> {
  return {
    customer_email: c.customerEmail,
    shipping_address: c.shipLine1
      ? {
          line1: c.shipLine1,
          line2: c.shipLine2,
          city: c.shipCity,
          region: c.shipRegion,
          postal_code: c.shipPostalCode,
          country: c.shipCountry,
        }
      : null,
    locale: c.customerLocale,
  };
}
