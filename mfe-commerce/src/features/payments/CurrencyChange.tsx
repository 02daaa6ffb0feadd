// A change of the store's currency asks first (#34 item 4): prices are not converted, only relabelled, so the
// dialog says so and shows a few of the store's prices as they are now and as shoppers will see them. Orders already
// placed keep their own currency.
import { api } from '@app/api-client';
import { Button, Modal } from '@app/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatters } from '../../shared/format';

/** How many of the store's prices the dialog shows. */
const SAMPLE = 3;

const Prices = styled.ul`
  margin: 12px 0;
  padding-left: 18px;
`;
const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  flex-wrap: wrap;
`;

type Sample = { name: string; price: number }[];

/** A few of the store's products and their prices (none: the store has no products yet, or they could not be read). */
function useSamplePrices(): Sample | null {
  const [sample, setSample] = useState<Sample | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const site = await api.website.mine();
        const page = await api.products.list(site.id, { page: 1, limit: SAMPLE });
        if (live) setSample(page.items.map((p) => ({ name: p.name, price: p.price })));
      } catch {
        if (live) setSample([]);
      }
    })();
    return () => {
      live = false;
    };
  }, []);
  return sample;
}

export function CurrencyChange({
  from,
  to,
  onConfirm,
  onCancel,
}: {
  from: string;
  to: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('commerce');
  const f = formatters(i18n.language);
  const sample = useSamplePrices();
  return (
    <Modal open title={t('payments.currencyChange.title', { from, to })} onClose={onCancel}>
      <p>{t('payments.currencyChange.notConverted', { from, to })}</p>
      {sample && sample.length > 0 && (
        <>
          <p>{t('payments.currencyChange.examples')}</p>
          <Prices data-testid="currency-examples">
            {sample.map((p) => (
              <li key={p.name}>
                {t('payments.currencyChange.example', { name: p.name, before: f.money(p.price, from), after: f.money(p.price, to) })}
              </li>
            ))}
          </Prices>
        </>
      )}
      <p>{t('payments.currencyChange.orders')}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('payments.currencyChange.cancel', { from })}
        </Button>
        <Button type="button" onClick={onConfirm}>
          {t('payments.currencyChange.confirm', { to })}
        </Button>
      </Actions>
    </Modal>
  );
}
