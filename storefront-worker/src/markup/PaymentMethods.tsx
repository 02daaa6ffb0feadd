// How the shopper pays (DESIGN §18): radios for the methods the store offers (none shown when it offers one), and
// one panel per method: the card inputs, a note that the provider's page takes the payment, or the cash-on-delivery
// note. The island shows the chosen method's panel and sends the body that method needs.
import type { ReactNode } from 'react';
import type { View } from '../components/view';
import type { PaymentMethod } from '../data/store-row';
import { providerName } from '../shared/payment-provider';

function methodLabel(t: View['t'], method: PaymentMethod, provider: string) {
  if (method === 'card') return t('checkout.shop_methodCard');
  if (method === 'redirect') return t('checkout.shop_methodRedirect', { provider: providerName(provider) });
  return t('checkout.shop_methodCod');
}

export function MethodChoice({ t, methods, provider }: Pick<View, 't'> & { methods: PaymentMethod[]; provider: string }) {
  if (methods.length < 2) return null;
  return (
    <fieldset className="sf-fieldset sf-methods" data-sf-methods="">
      <legend>{t('checkout.shop_method')}</legend>
      {methods.map((m, i) => (
        <label className="sf-method" key={m}>
          <input type="radio" name="sf-method" value={m} defaultChecked={i === 0} data-sf-method="" />
          <span>{methodLabel(t, m, provider)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** One method's panel; only the first method's is shown before the island runs. */
export function MethodPanel({ method, first, children }: { method: PaymentMethod; first: PaymentMethod; children: ReactNode }) {
  return (
    <div className="sf-method-panel" data-sf-method-panel={method} hidden={method !== first}>
      {children}
    </div>
  );
}

export function RedirectNote({ t, provider }: Pick<View, 't'> & { provider: string }) {
  return <p className="sf-notice sf-notice--info">{t('checkout.shop_redirectNote', { provider: providerName(provider) })}</p>;
}

export function CashNote({ t }: Pick<View, 't'>) {
  return <p className="sf-notice sf-notice--info">{t('checkout.shop_codNote')}</p>;
}
