// Checkout: order summary, the shopper's email and shipping address, how to pay, and the card form. No input has a
// `name`, so even without JavaScript the card number can never be submitted anywhere; the checkout island validates
// (address first, then the card in SPEC §5 order) and sends only a test token. Every field has its own error line,
// tied to the input by aria-describedby when it shows something.
import { CVV_DIGITS } from '@app/contracts/constants';
import { IslandFrame } from '../components/IslandFrame';
import type { View } from '../components/view';
import { AddressFields, ContactFields } from './CheckoutAddress';
import { Field } from './CheckoutField';
import { DiscountField } from './DiscountField';
import { CashNote, MethodChoice, MethodPanel, RedirectNote } from './PaymentMethods';
import { providerName } from '../shared/payment-provider';
import type { PaymentMethod } from '../data/store-row';
import { SummaryRows } from './SummaryRows';

/** What the store offers (its payment settings) and its online provider. */
export interface PaymentOptions {
  methods: PaymentMethod[];
  provider: string;
  /** The store is in test mode (#34): said above the methods, so no shopper thinks they paid for real. */
  testMode?: boolean;
}

/** The lines and totals; the island fills the `data-sf-*` slots from the stored cart. */
function OrderSummary({ view: { t, links } }: { view: View }) {
  return (
    <section className="sf-summary" aria-labelledby="sf-co-summary">
      <h2 id="sf-co-summary">{t('checkout.summary')}</h2>
      <ul className="sf-lines" data-sf-lines=""></ul>
      <DiscountField t={t} />
      <SummaryRows t={t} />
      <a className="sf-link" href={links.cart}>
        ← {t('checkout.backToCart')}
      </a>
    </section>
  );
}

/** The four card inputs, in SPEC §5's validation order. */
function CardFields({ t }: Pick<View, 't'>) {
  return (
    <>
      <Field id="sf-card-name" label={t('checkout.name')} autoComplete="cc-name" data-sf-field="name" />
      <Field
        id="sf-card-number"
        label={t('checkout.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={40}
        placeholder="1234 5678 9012 3456"
        data-sf-field="cardNumber"
      />
      <div className="sf-field-row">
        <Field
          id="sf-card-expiry"
          label={t('checkout.expiry')}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={5}
          placeholder={t('checkout.shop_expiryPlaceholder')}
          data-sf-field="expiry"
        />
        <Field
          id="sf-card-cvv"
          label={t('checkout.cvv')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={CVV_DIGITS.max}
          placeholder="123"
          data-sf-field="cvv"
        />
      </div>
    </>
  );
}

function PaymentForm({ view: { t, links, lang }, payment: { methods, provider, testMode } }: { view: View; payment: PaymentOptions }) {
  const first = methods[0] ?? 'card';
  return (
    <form
      className="sf-pay"
      data-sf-pay=""
      data-sf-provider={provider}
      data-sf-provider-name={providerName(provider)}
      noValidate
      aria-labelledby="sf-co-payment"
    >
      <h2 id="sf-co-payment">{t('checkout.payment')}</h2>
      <div className="sf-alert" role="alert" tabIndex={-1} data-sf-error="" hidden></div>
      <p className="sf-notice" data-sf-blocked="" hidden>
        <span data-sf-blocked-text="">{t('cart.shop_removeSoldOut')}</span> <a href={links.cart}>{t('checkout.backToCart')}</a>
      </p>
      <ContactFields t={t} />
      <AddressFields t={t} lang={lang} />
      {testMode && (
        <p className="sf-notice sf-notice--info" data-sf-test-mode="">
          {t('checkout.shop_testStore')}
        </p>
      )}
      <MethodChoice t={t} methods={methods} provider={provider} />
      {methods.includes('card') && (
        <MethodPanel method="card" first={first}>
          <CardFields t={t} />
          <p className="sf-hint">{t('checkout.privacy')}</p>
          <p className="sf-hint">{t('checkout.testMode')}</p>
        </MethodPanel>
      )}
      {methods.includes('redirect') && (
        <MethodPanel method="redirect" first={first}>
          <RedirectNote t={t} provider={provider} />
        </MethodPanel>
      )}
      {methods.includes('cash_on_delivery') && (
        <MethodPanel method="cash_on_delivery" first={first}>
          <CashNote t={t} />
        </MethodPanel>
      )}
      <button type="submit" className="sf-btn sf-btn--block sf-btn--lg" data-sf-submit="">
        {t('checkout.pay', { total: '…' })}
      </button>
    </form>
  );
}

/**
 * A store that offers no method now (its provider lacks credentials): said at once, with no form and no Pay button
 * that could only fail. Not hidden like the form: it does not wait for the island (which then only runs the header).
 */
function Unavailable({ view: { t, links } }: { view: View }) {
  return (
    <div className="sf-notice" data-sf-unavailable="">
      <p>{t('checkout.shop_unavailable')}</p>
      <a className="sf-btn" href={links.cart}>
        {t('checkout.backToCart')}
      </a>
    </div>
  );
}

export function CheckoutPage({ view, payment }: { view: View; payment: PaymentOptions }) {
  const { t, links } = view;
  if (payment.methods.length === 0) {
    return (
      <IslandFrame view={view} island="checkout" title={t('checkout.title')}>
        <Unavailable view={view} />
      </IslandFrame>
    );
  }
  return (
    <IslandFrame view={view} island="checkout" title={t('checkout.title')}>
      <div className="sf-checkout" data-sf-view="" hidden>
        <OrderSummary view={view} />
        <PaymentForm view={view} payment={payment} />
      </div>
      <div className="sf-empty" data-sf-empty="" hidden>
        <h2>{t('checkout.empty')}</h2>
        <a className="sf-btn" href={links.home}>
          {t('wishlist.backToShop')}
        </a>
      </div>
    </IslandFrame>
  );
}
