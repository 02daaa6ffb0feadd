// The actions an order's state allows (contracts' order-states: the same rules the API enforces), each opening its
// dialog; the result replaces the order on the page and is announced by a toast.
import { canMove, PAID_STATES, type OrderDetail } from '@app/contracts';
import { Button, notify } from '@app/ui';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../shared/use-format';
import { CancelDialog, ConfirmDialog, FulfilDialog, MarkPaidDialog, RefundDialog, type ActionProps } from './order-dialogs';

type Action = 'fulfil' | 'refund' | 'confirm' | 'markPaid' | 'cancel';

const DIALOGS: Record<Action, ComponentType<ActionProps>> = {
  fulfil: FulfilDialog,
  refund: RefundDialog,
  confirm: ConfirmDialog,
  markPaid: MarkPaidDialog,
  cancel: CancelDialog,
};

/** A cash order nobody confirmed yet: it expires (its items go back on sale) at expires_at. */
const unconfirmed = (o: OrderDetail) => o.status === 'awaiting_payment' && !o.confirmed_at && o.expires_at !== null;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
const Deadline = styled.small`
  color: ${(p) => p.theme.color.muted};
`;

/** What the merchant may do now. */
export function allowedActions(o: OrderDetail): Action[] {
  const left = Math.round((o.total_value - o.refunded) * 100);
  const out: Action[] = [];
  if (canMove(o.status, 'fulfilled') && !o.fulfilled_at) out.push('fulfil');
  if (PAID_STATES.includes(o.status) && left > 0) out.push('refund');
  if (unconfirmed(o)) out.push('confirm');
  if (o.status === 'awaiting_payment') out.push('markPaid');
  // A shipped order is not cancelled (it is refunded), even after a partial refund moved it off 'fulfilled'.
  if (canMove(o.status, 'cancelled') && !o.fulfilled_at) out.push('cancel');
  return out;
}

export function OrderActions({ order, onChange }: { order: OrderDetail; onChange: (o: OrderDetail) => void }) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  const [open, setOpen] = useState<Action | null>(null);
  const actions = allowedActions(order);
  if (actions.length === 0) return null;
  const Dialog = open ? DIALOGS[open] : null;
  const done = (o: OrderDetail, message: string) => {
    setOpen(null);
    onChange(o);
    notify.success(message);
  };
  return (
    <Bar role="group" aria-label={t('orders.actions.label')}>
      {actions.map((a) => (
        <Button key={a} type="button" $variant={a === 'cancel' || a === 'refund' ? 'secondary' : 'primary'} onClick={() => setOpen(a)}>
          {t(`orders.actions.${a}`)}
        </Button>
      ))}
      {unconfirmed(order) && <Deadline>{t('orders.actions.confirmBy', { date: fmt.dateTime(order.expires_at!) })}</Deadline>}
      {Dialog && <Dialog order={order} onDone={done} onClose={() => setOpen(null)} />}
    </Bar>
  );
}
