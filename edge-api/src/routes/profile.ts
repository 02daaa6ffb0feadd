// /protected/: the signed-in user's profile (SPEC.md §7). requireAuth already loaded only public columns.
import { Hono } from 'hono';
import type { AppEnv, Ctx } from '../env';
import { requireAuth } from '../middleware/auth';
import { toPublicUser } from '../db/users';

export const profileRoutes = new Hono<AppEnv>();

const profile = (c: Ctx) => c.json({ user: toPublicUser(c.get('user')) });

profileRoutes.get('/', requireAuth, profile);
