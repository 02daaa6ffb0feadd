// The owner's money reads: the dashboard's report summary and the transactions list.
import { ops } from '@app/contracts';
import type { Client } from '../client';

export const reportsApi = (client: Client) => ({
  summary: (days: number) => client.op(ops.reportSummary, {}, undefined, { query: { days } }),
});

export const transactionsApi = (client: Client) => ({
  list: (page: number, limit = 10) =>
    client.op(ops.transactions, {}, undefined, { query: { page, limit }, defaultMessage: 'fetchTransactions' }),
});
