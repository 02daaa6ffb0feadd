import type { Transaction } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../shared/DateTime';
import { StatusBadge } from '../../shared/StatusBadge';
import { TestMark } from '../../shared/TestMark';
import { useFormat } from '../../shared/use-format';
import { useReasonText } from '../../shared/use-reason';

/** SPEC §2's twelve columns, in its order. */
export const TRANSACTION_COLUMNS = [
  'merId',
  'merName',
  'amount',
  'currency',
  'orderId',
  'paymentVia',
  'reason',
  'refId',
  'status',
  'thirdPartyId',
  'txnId',
  'date',
] as const;

/** First 4 and last 4 characters: the prefixes (ref_, tp_test_, txn_) repeat, the end tells references apart. */
export const shortId = (id: string) => (id.length > 11 ? `${id.slice(0, 4)}…${id.slice(-4)}` : id);

// Twelve columns must fit a laptop screen: a long reference is shortened on screen, while its whole value is in the
// title (hover), read by screen readers and taken by a copy.
function IdCell({ value, label }: { value: string; label: string }) {
  return (
    <td className="code" title={value} data-label={label}>
      <span aria-hidden="true">{shortId(value)}</span>
      <span className="sr-only">{value}</span>
    </td>
  );
}

export function TransactionRow({ txn }: { txn: Transaction }) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  const reason = useReasonText();
  // Money given back (#34 item 5): a negative amount, said to be a refund, with why ('cancelled': the order's cancel).
  const refund = txn.kind === 'refund';
  const why = txn.reason === 'cancelled' ? t('orders.detail.refundOfCancel') : txn.reason;
  const refundText = [t('transactions.refund'), why].filter(Boolean).join(' · ');
  // Each cell's column name, shown above it when the row is a card on a phone (table.ts `cards`).
  const head = (c: (typeof TRANSACTION_COLUMNS)[number]) => ({ 'data-label': t(`transactions.columns.${c}`) });
  return (
    <tr>
      <td className="num" {...head('merId')}>
        {txn.mer_id}
      </td>
      <td {...head('merName')}>{txn.mer_name}</td>
      <td className="num" {...head('amount')}>
        {fmt.money(refund ? -txn.amount : txn.amount, txn.currency)}
      </td>
      <td {...head('currency')}>
        <abbr title={fmt.currencyName(txn.currency)}>{txn.currency}</abbr>
      </td>
      <td className="num" {...head('orderId')}>
        #{txn.order_id}
      </td>
      <td {...head('paymentVia')}>{t(`transactions.via.${txn.payment_via}`, { defaultValue: txn.payment_via })}</td>
      <td {...head('reason')}>{refund ? refundText : reason(txn.reason)}</td>
      <IdCell value={txn.ref_id} label={t('transactions.columns.refId')} />
      <td {...head('status')}>
        <StatusBadge ok={txn.status === 'success'} label={t(`transactions.status.${txn.status}`, { defaultValue: txn.status })} />
        {txn.test && <TestMark />}
      </td>
      <IdCell value={txn.third_party_id} label={t('transactions.columns.thirdPartyId')} />
      <IdCell value={txn.txn_id} label={t('transactions.columns.txnId')} />
      <td {...head('date')}>
        <DateTime iso={txn.created_at} />
      </td>
    </tr>
  );
}
