// Values the tests of several folders (these contracts, the remotes, the storefront, e2e) agree on, written once.
// Test code only: nothing that ships imports this module (@app/contracts/test-fixtures).
import type { ShippingAddress } from './address';
import type { DiscountRules } from './discounts';

/** A shipping address in Addis Ababa that every check accepts (a postal code too, which ET does not need). */
export const ADDIS_ADDRESS: ShippingAddress = {
  line1: '1 Bole Rd',
  line2: '',
  city: 'Addis Ababa',
  region: '',
  postal_code: '1000',
  country: 'ET',
};

/** A discount's rules with nothing that limits it (a code, on the whole order, no window, no limit, switched on). */
export function discountRules(over: Partial<DiscountRules> = {}): DiscountRules {
  return {
    code: 'SAVE10',
    title: 'Save ten',
    automatic: false,
    kind: 'percent',
    applies_to: 'order',
    product_ids: [],
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    once_per_email: false,
    active: true,
    ...over,
  };
}

/** The transactions table's twelve columns (SPEC §2), in order, as English readers see them. */
export const TRANSACTION_COLUMNS_EN = [
  'Merchant ID',
  'Merchant name',
  'Amount',
  'Currency',
  'Order ID',
  'Payment method',
  'Reason',
  'Ref ID',
  'Status',
  'Third-party ID',
  'Transaction ID',
  'Date',
] as const;
