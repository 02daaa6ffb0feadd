// The shopper's contact and shipping address on the checkout page (#17): labels in the page's language, browser
// autofill by the `shipping` autocomplete tokens, limits from the shared contract. Like the card inputs they carry no
// `name`, so the form never submits them anywhere without the island; the island checks them (all failing fields
// at once, the first focused) and sends them with the order.
import { ADDRESS_LIMITS, COUNTRIES, EMAIL_MAX } from '@app/contracts/address';
import { intlLocale, type Language } from '@app/contracts/constants';
import type { View } from '../components/view';
import { Field, SelectField } from './CheckoutField';

const countryLists = new Map<Language, [string, string][]>();

/** Every country by its name in the page's language (Intl.DisplayNames), sorted the reader's way; built once per language. */
export function countryOptions(lang: Language): [string, string][] {
  let list = countryLists.get(lang);
  if (list) return list;
  const locale = intlLocale(lang);
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    // no region names in this runtime: the codes themselves
  }
  const collator = new Intl.Collator(locale);
  list = COUNTRIES.map((c): [string, string] => [c, names?.of(c) ?? c]).sort((a, b) => collator.compare(a[1], b[1]));
  countryLists.set(lang, list);
  return list;
}

export function ContactFields({ t }: Pick<View, 't'>) {
  return (
    <fieldset className="sf-fieldset" data-sf-customer="">
      <legend>{t('checkout.shop_contact')}</legend>
      <Field
        id="sf-ship-email"
        type="email"
        label={t('checkout.shop_email')}
        hint={t('checkout.shop_emailHint')}
        autoComplete="email"
        inputMode="email"
        maxLength={EMAIL_MAX}
        spellCheck={false}
        data-sf-customer-field="email"
      />
    </fieldset>
  );
}

export function AddressFields({ t, lang }: Pick<View, 't' | 'lang'>) {
  const text = (field: keyof typeof ADDRESS_LIMITS, autoComplete: string, label: string) => (
    <Field
      id={`sf-ship-${field.replace('_', '-')}`}
      label={label}
      autoComplete={`shipping ${autoComplete}`}
      maxLength={ADDRESS_LIMITS[field]}
      data-sf-customer-field={field}
    />
  );
  return (
    <fieldset className="sf-fieldset" data-sf-customer="">
      <legend>{t('checkout.shop_shipping')}</legend>
      {text('name', 'name', t('checkout.shop_fullName'))}
      {text('line1', 'address-line1', t('checkout.shop_line1'))}
      {text('line2', 'address-line2', t('checkout.shop_line2'))}
      <div className="sf-field-row">
        {text('city', 'address-level2', t('checkout.shop_city'))}
        {text('region', 'address-level1', t('checkout.shop_region'))}
      </div>
      <div className="sf-field-row">
        {text('postal_code', 'postal-code', t('checkout.shop_postalCode'))}
        <SelectField
          id="sf-ship-country"
          label={t('checkout.shop_country')}
          placeholder={t('checkout.shop_chooseCountry')}
          options={countryOptions(lang)}
          autoComplete="shipping country"
          data-sf-customer-field="country"
        />
      </div>
    </fieldset>
  );
}
