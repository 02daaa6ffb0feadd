import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const transactionRoutes = new Hono<AppEnv>();
