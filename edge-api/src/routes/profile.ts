// /protected/: the signed-in user's profile (SPEC.md §7). requireAuth already loaded only public columns.
import { ops } from '@app/contracts';
import { Hono } from 'hono';
import type { AppEnv, Ctx } from '../env';
import { route } from '../lib/operations';
import { toPublicUser } from '../db/users';

export const profileRoutes = new Hono<AppEnv>();

const profile = (c: Ctx) => c.json({ user: toPublicUser(c.get('user')) });

route(profileRoutes, ops.profile, profile);
