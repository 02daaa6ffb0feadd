import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const devRoutes = new Hono<AppEnv>();
