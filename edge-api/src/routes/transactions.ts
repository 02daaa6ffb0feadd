// GET /transactions/?page=&limit=: the signed-in merchant's payment transactions, newest first.
import { Hono } from 'hono';
import { TRANSACTIONS_PAGE_SIZE } from '@app/contracts';
import type { AppEnv, Ctx } from '../env';
import { requireWebsiteId } from '../lib/own-website';
import { requireAuth } from '../middleware/auth';
import { listTransactions } from '../db/transactions';
import { pageParams } from './orders';

export const transactionRoutes = new Hono<AppEnv>();

transactionRoutes.use('*', requireAuth);

async function listTransactionsRoute(c: Ctx) {
  const { page, limit } = await pageParams(c, TRANSACTIONS_PAGE_SIZE);
  const websiteId = await requireWebsiteId(c);
  return c.json(await listTransactions(c.env.DB, websiteId, page, limit));
}

transactionRoutes.get('/', listTransactionsRoute);
