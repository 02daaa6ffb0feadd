import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const websiteRoutes = new Hono<AppEnv>();
