// The shopper's contact and shipping address at checkout (DESIGN §18, issue #17): the limits, the country list and the
// checks, free of yup so that the storefront's checkout island bundles them small; schemas/checkout.ts builds the API's
// yup schema from the same limits, so the browser and the server refuse exactly the same input.

export interface ShippingAddress {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  /** ISO 3166-1 alpha-2, one of COUNTRIES. */
  country: string;
}

export const EMAIL_MAX = 254;

/** The shopper's details: the recipient's name (the order's customer name), email and where to ship. */
export type CustomerForm = ShippingAddress & { name: string; email: string };
export type CustomerField = keyof CustomerForm;

/** Characters each field may hold; OPTIONAL_ADDRESS_FIELDS may be left blank. */
export const ADDRESS_LIMITS: Readonly<Record<Exclude<CustomerField, 'email'>, number>> = {
  name: 120,
  line1: 200,
  line2: 200,
  city: 100,
  region: 100,
  postal_code: 20,
  country: 2,
};
export const OPTIONAL_ADDRESS_FIELDS: readonly CustomerField[] = ['line2', 'region'];

// ISO 3166-1 alpha-2 codes of countries and territories a parcel can be sent to; names come from Intl.DisplayNames
// in the shopper's language, so no catalogue has to list them.
export const COUNTRIES: readonly string[] = /* @__PURE__ */ (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD ' +
  'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE ' +
  'GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
  'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG ' +
  'SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG ' +
  'VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

// Places with no postal codes: asking for one there would block a real shopper (Ethiopia has them; these do not).
const NO_POSTAL_CODE = /* @__PURE__ */ new Set(
  /* @__PURE__ */ 'AE AG AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK KI KM KN KP LY ML MO MR MW NR NU QA RW SB SC SL SR SS ST SY TD TG TK TL TO TV UG VU YE ZW'.split(
    ' ',
  ),
);
export const needsPostalCode = (country: string) => !NO_POSTAL_CODE.has(country);

/** Letters, digits, inner spaces and dashes: every postal code format, and nothing a template could misuse. */
export const POSTAL_CODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/;

/** One @, something before it, a dot in the domain, no spaces: what a mistyped address usually lacks. */
export const isEmail = (s: string) => s.length <= EMAIL_MAX && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(s);

export type CustomerProblem = 'required' | 'invalid' | 'tooLong';

/** The form's fields in the order they are shown (the first failing one takes the focus). */
export const CUSTOMER_FIELDS: readonly CustomerField[] = ['email', 'name', 'line1', 'line2', 'city', 'region', 'postal_code', 'country'];

function problemOf(field: CustomerField, value: string, country: string): CustomerProblem | null {
  const v = value.trim();
  if (field === 'email') return !v ? 'required' : v.length > EMAIL_MAX ? 'tooLong' : isEmail(v) ? null : 'invalid';
  if (field === 'country') return !v ? 'required' : COUNTRIES.includes(v) ? null : 'invalid';
  if (!v) return OPTIONAL_ADDRESS_FIELDS.includes(field) || (field === 'postal_code' && !needsPostalCode(country)) ? null : 'required';
  if (Array.from(v).length > ADDRESS_LIMITS[field]) return 'tooLong';
  if (field === 'postal_code' && !POSTAL_CODE.test(v)) return 'invalid';
  return null;
}

/** Every failing field of the form, in display order (empty when it may be sent). */
export function checkCustomerForm(form: CustomerForm): { field: CustomerField; problem: CustomerProblem }[] {
  return CUSTOMER_FIELDS.flatMap((field) => {
    const problem = problemOf(field, form[field] ?? '', form.country);
    return problem ? [{ field, problem }] : [];
  });
}
