import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const profileRoutes = new Hono<AppEnv>();
