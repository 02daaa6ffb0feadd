// The four actions of an order's page (DESIGN §18), each in its dialog: Fulfil (carrier, tracking number), Cancel
// (restock?), Refund (amount, reason, restock?) and Mark as paid. Each resolves with the order as the API answers it.
import { api } from '@app/api-client';
import { CARRIER_MAX, REFUND_REASON_MAX, TRACKING_NUMBER_MAX, toCents, type OrderDetail, type RuleMessage } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/use-format';
import { ActionDialog, CheckField, TextField, type FieldErrors } from './action-dialog';

export interface ActionProps {
  order: OrderDetail;
  onDone: (order: OrderDetail, message: string) => void;
  onClose: () => void;
}

const tooLong = (v: string, max: number): RuleMessage | undefined =>
  v.trim().length > max ? { rule: 'tooLong', params: { max } } : undefined;

export function FulfilDialog({ order, onDone, onClose }: ActionProps) {
  const { t } = useTranslation('commerce');
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const run = async () => {
    const res = await api.orders.fulfil(order.id, { carrier: carrier.trim() || null, tracking_number: tracking.trim() || null });
    onDone(res.order, t('orders.actions.fulfilled', { id: order.id }));
  };
  return (
    <ActionDialog
      title={t('orders.actions.fulfilTitle', { id: order.id })}
      confirm={t('orders.actions.fulfil')}
      onConfirm={run}
      onClose={onClose}
      fields={['carrier', 'tracking_number']}
      check={() => ({ carrier: tooLong(carrier, CARRIER_MAX), tracking_number: tooLong(tracking, TRACKING_NUMBER_MAX) })}
    >
      {(errors) => (
        <>
          <TextField id="fulfil-carrier" label={t('orders.actions.carrier')} value={carrier} onChange={setCarrier} error={errors.carrier} />
          <TextField
            id="fulfil-tracking"
            label={t('orders.actions.tracking')}
            value={tracking}
            onChange={setTracking}
            error={errors.tracking_number}
          />
        </>
      )}
    </ActionDialog>
  );
}

export function CancelDialog({ order, onDone, onClose }: ActionProps) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  const [restock, setRestock] = useState(true);
  // In cents, as the refund form counts: what a cancel refunds is exactly what is left to refund.
  const leftCents = toCents(order.total_value) - toCents(order.refunded);
  const paid = order.status !== 'awaiting_payment' && leftCents > 0;
  const run = async () => {
    const res = await api.orders.cancel(order.id, { restock });
    onDone(res.order, t('orders.actions.cancelled', { id: order.id }));
  };
  return (
    <ActionDialog
      title={t('orders.actions.cancelTitle', { id: order.id })}
      confirm={t('orders.actions.cancel')}
      danger
      onConfirm={run}
      onClose={onClose}
    >
      {() => (
        <>
          <p>
            {paid
              ? t('orders.actions.cancelRefunds', { amount: fmt.money(leftCents / 100, order.currency) })
              : t('orders.actions.cancelUnpaid')}
          </p>
          <CheckField label={t('orders.actions.restock')} checked={restock} onChange={setRestock} />
        </>
      )}
    </ActionDialog>
  );
}

/** The refund form's own check: a positive amount with at most 2 decimals, no more than is left. */
export function checkRefund(raw: string, leftCents: number, reason: string): FieldErrors {
  const amount = Number(raw.trim().replace(',', '.'));
  let error: RuleMessage | undefined;
  // Letters are "not a number" (as the API says), not "not more than 0".
  if (raw.trim() && !Number.isFinite(amount)) error = { rule: 'number' };
  else if (!raw.trim() || amount <= 0) error = { rule: 'amountPositive' };
  else if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) error = { rule: 'amountCents' };
  else if (toCents(amount) > leftCents) error = { rule: 'refundTooMuch', params: { max: leftCents / 100 } };
  return { amount: error, reason: tooLong(reason, REFUND_REASON_MAX) };
}

export function RefundDialog({ order, onDone, onClose }: ActionProps) {
  const { t } = useTranslation('commerce');
  const leftCents = toCents(order.total_value) - toCents(order.refunded);
  const [amount, setAmount] = useState((leftCents / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  // One key per opened dialog: a submit retried after a lost answer is the same refund, never a second one.
  const [key] = useState(() => `refund-${order.id}-${crypto.randomUUID()}`);
  const run = async () => {
    const value = Number(amount.trim().replace(',', '.'));
    const res = await api.orders.refund(order.id, { amount: value, restock, reason: reason.trim() || null }, key);
    onDone(res.order, t('orders.actions.refunded', { id: order.id }));
  };
  return (
    <ActionDialog
      title={t('orders.actions.refundTitle', { id: order.id })}
      confirm={t('orders.actions.refund')}
      danger
      onConfirm={run}
      onClose={onClose}
      fields={['amount', 'reason']}
      check={() => checkRefund(amount, leftCents, reason)}
    >
      {(errors) => (
        <>
          <TextField
            id="refund-amount"
            label={t('orders.actions.amount', { currency: order.currency })}
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            inputMode="decimal"
          />
          <TextField id="refund-reason" label={t('orders.actions.reason')} value={reason} onChange={setReason} error={errors.reason} />
          <CheckField label={t('orders.actions.restock')} checked={restock} onChange={setRestock} />
        </>
      )}
    </ActionDialog>
  );
}

/** A one-step action on the order's whole amount: its dialog names the amount, the server answers the new order. */
function AmountActionDialog({
  order,
  onDone,
  onClose,
  call,
  keys,
}: ActionProps & {
  call: (id: number) => Promise<{ order: OrderDetail }>;
  keys: { title: string; confirm: string; text: string; done: string };
}) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  const run = async () => onDone((await call(order.id)).order, t(keys.done, { id: order.id }));
  return (
    <ActionDialog title={t(keys.title, { id: order.id })} confirm={t(keys.confirm)} onConfirm={run} onClose={onClose}>
      {() => <p>{t(keys.text, { amount: fmt.money(order.total_value, order.currency) })}</p>}
    </ActionDialog>
  );
}

/** Cash on delivery: the merchant accepts the order, so it no longer expires at its deadline (#32). */
export const ConfirmDialog = (props: ActionProps) => (
  <AmountActionDialog
    {...props}
    call={api.orders.confirm}
    keys={{
      title: 'orders.actions.confirmTitle',
      confirm: 'orders.actions.confirm',
      text: 'orders.actions.confirmText',
      done: 'orders.actions.confirmed',
    }}
  />
);

export const MarkPaidDialog = (props: ActionProps) => (
  <AmountActionDialog
    {...props}
    call={api.orders.markPaid}
    keys={{
      title: 'orders.actions.markPaidTitle',
      confirm: 'orders.actions.markPaid',
      text: 'orders.actions.markPaidText',
      done: 'orders.actions.markedPaid',
    }}
  />
);
