// The deploy API's auth (DESIGN.md §19): `Authorization: Bearer <token>`, where the token is the secret of the remote
// the path names (`:name`; /admin/shell is the shell's): DEPLOY_TOKEN_MFE_ACCOUNT, DEPLOY_TOKEN_SHELL (deployTokenName).
// So a team's leaked CI secret can replace only its own remote, never another team's nor the shell's provisions. Both
// sides are hashed before the constant-time compare, so neither the content nor the length of the secret shows in the
// timing. A remote whose secret is not configured refuses every request.
import { MESSAGES } from '@app/contracts';
import { deployTokenName, SHELL_RELEASE } from '@app/contracts/releases';
import { isRemoteName } from '@app/contracts/remotes';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors';
import type { AppEnv, Bindings } from '../env';
import { safeEqual, sha256Hex } from '../lib/crypto';
import { remoteNotFound } from '../services/releases';

/** The configured secret of a remote or the shell; one per name, so they are read by name, not typed one by one. */
export function deploySecret(env: Bindings, name: string): string {
  const value = (env as unknown as Record<string, unknown>)[deployTokenName(name)];
  return typeof value === 'string' ? value : '';
}

export const requireDeployToken = createMiddleware<AppEnv>(async (c, next) => {
  const sent = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!sent) throw new ApiError(401, 'no_token', MESSAGES.noToken);
  const name = c.req.param('name') ?? SHELL_RELEASE;
  // Which remotes exist is no secret (/remotes.json lists them); a name with no secret of its own has no token to match.
  if (!isRemoteName(name) && name !== SHELL_RELEASE) throw remoteNotFound(name);
  const secret = deploySecret(c.env, name);
  const [a, b] = await Promise.all([sha256Hex(sent), sha256Hex(secret)]);
  if (!secret || !safeEqual(a, b)) throw new ApiError(401, 'invalid_token', `Invalid deploy token for ${name}`);
  await next();
});
