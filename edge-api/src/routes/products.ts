import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const productRoutes = new Hono<AppEnv>();
