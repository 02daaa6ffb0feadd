import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const reportRoutes = new Hono<AppEnv>();
