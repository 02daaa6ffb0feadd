import { Hono } from 'hono';
import type { AppEnv } from '../env';

export const heroRoutes = new Hono<AppEnv>();
