// /discounts (DESIGN §17): the store's discounts with their status and usage; create, edit and deactivate in a
// dialog. Lazily loaded: the form (formik, the contracts' schema) comes with this page only.
import type { Discount, OwnerPageProps } from '@app/contracts';
import { Button, Card, Modal, notify, PageFrame, PageHead } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../shared/ListState';
import { ScrollTable } from '../../shared/ScrollTable';
import { StatusBadge } from '../../shared/StatusBadge';
import { StateText } from '../../shared/table';
import { useFormat } from '../../shared/use-format';
import { inputOf, valuesOf } from './discounts';
import { DiscountForm } from './DiscountForm';
import { useDiscounts } from './use-discounts';

/** Which dialog is open: a new discount, or the one being edited. */
type Editing = { discount: Discount | null } | null;

function DiscountRow({ d, currency, onEdit, onToggle }: { d: Discount; currency: string; onEdit: () => void; onToggle: () => void }) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  const value = d.kind === 'percent' ? `${d.value}%` : fmt.money(d.value, currency);
  return (
    <tr>
      <td>{d.title}</td>
      <td>{d.code ?? t('discounts.automatic')}</td>
      <td className="num">{value}</td>
      <td>
        <StatusBadge ok={d.status === 'active'} label={t(`discounts.status.${d.status}`)} />
      </td>
      <td className="num">
        {d.usage_limit == null
          ? t('discounts.usage', { count: d.usage_count })
          : t('discounts.usageOf', { count: d.usage_count, limit: d.usage_limit })}
      </td>
      <td className="nowrap">
        <Button type="button" $variant="ghost" onClick={onEdit} aria-label={t('discounts.editNamed', { title: d.title })}>
          {t('discounts.editShort')}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          onClick={onToggle}
          aria-label={t(d.active ? 'discounts.deactivateNamed' : 'discounts.activateNamed', { title: d.title })}
        >
          {t(d.active ? 'discounts.deactivate' : 'discounts.activate')}
        </Button>
      </td>
    </tr>
  );
}

function DiscountTable({
  items,
  currency,
  onEdit,
  onToggle,
}: {
  items: Discount[];
  currency: string;
  onEdit: (d: Discount) => void;
  onToggle: (d: Discount) => void;
}) {
  const { t } = useTranslation('commerce');
  return (
    <ScrollTable cards caption={t('discounts.caption')}>
      <thead>
        <tr>
          {(['title', 'code', 'value', 'status', 'usage', 'actions'] as const).map((c) => (
            <th key={c} scope="col">
              {t(`discounts.columns.${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((d) => (
          <DiscountRow key={d.id} d={d} currency={currency} onEdit={() => onEdit(d)} onToggle={() => onToggle(d)} />
        ))}
      </tbody>
    </ScrollTable>
  );
}

export function DiscountsPage(_props: OwnerPageProps) {
  const { t } = useTranslation('commerce');
  const { state, reload, save } = useDiscounts();
  const [editing, setEditing] = useState<Editing>(null);
  const ready = state.status === 'ready' ? state : null;
  const toggle = (d: Discount) =>
    void save(inputOf({ ...valuesOf(d), active: !d.active }), d.id).then(
      () => notify.success(t('discounts.saved')),
      () => notify.error(t('discounts.toggleFailed')),
    );
  let body;
  if (state.status === 'loading') body = <StateText role="status">{t('discounts.loading')}</StateText>;
  else if (state.status === 'error') body = <ListError error={state.error} onRetry={() => void reload()} />;
  else if (state.status === 'noWebsite') body = <StateText role="status">{t('discounts.noWebsite')}</StateText>;
  else if (state.items.length === 0) body = <StateText role="status">{t('discounts.empty')}</StateText>;
  else body = <DiscountTable items={state.items} currency={state.currency} onEdit={(d) => setEditing({ discount: d })} onToggle={toggle} />;
  return (
    <PageFrame>
      <PageHead title={t('discounts.title')} lead={t('discounts.lead')}>
        {ready && (
          <Button type="button" onClick={() => setEditing({ discount: null })}>
            {t('discounts.create')}
          </Button>
        )}
      </PageHead>
      <Card>{body}</Card>
      <Modal
        open={!!editing && !!ready}
        title={t(editing?.discount ? 'discounts.edit' : 'discounts.create')}
        onClose={() => setEditing(null)}
        width="720px"
      >
        {editing && ready && (
          <DiscountForm
            discount={editing.discount}
            products={ready.products}
            onCancel={() => setEditing(null)}
            onSave={async (body, id) => {
              await save(body, id);
              setEditing(null);
              notify.success(t('discounts.saved'));
            }}
          />
        )}
      </Modal>
    </PageFrame>
  );
}
