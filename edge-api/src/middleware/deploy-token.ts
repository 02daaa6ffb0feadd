// The deploy API's auth (DESIGN.md §19): `Authorization: Bearer <DEPLOY_TOKEN>`, the secret a remote team's release
// script holds. Both sides are hashed before the constant-time compare, so neither the content nor the length of the
// secret shows in the timing. Without the secret (not configured) every request is refused.
import { MESSAGES } from '@app/contracts';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors';
import type { AppEnv } from '../env';
import { safeEqual, sha256Hex } from '../lib/crypto';

export const requireDeployToken = createMiddleware<AppEnv>(async (c, next) => {
  const sent = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!sent) throw new ApiError(401, 'no_token', MESSAGES.noToken);
  const secret = c.env.DEPLOY_TOKEN ?? '';
  const [a, b] = await Promise.all([sha256Hex(sent), sha256Hex(secret)]);
  if (!secret || !safeEqual(a, b)) throw new ApiError(401, 'invalid_token', 'Invalid deploy token');
  await next();
});
