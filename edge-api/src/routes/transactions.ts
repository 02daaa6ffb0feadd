// GET /transactions/?page=&limit=: the signed-in merchant's payment transactions, newest first.
import { Hono } from 'hono';
import { ops } from '@app/contracts';
import type { AppEnv, Ctx } from '../env';
import { query, route } from '../lib/operations';
import { requireStore } from '../lib/own-website';
import { listTransactions } from '../db/transactions';

export const transactionRoutes = new Hono<AppEnv>();

async function listTransactionsRoute(c: Ctx) {
  const { page, limit } = await query(c, ops.transactions);
  const { id: websiteId, db } = await requireStore(c);
  return c.json(await listTransactions(db, websiteId, page, limit));
}

route(transactionRoutes, ops.transactions, listTransactionsRoute);
