import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const chromeRoutes = new Hono<AppEnv>();
