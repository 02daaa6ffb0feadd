// Who is calling, for per-client rate limits. On Cloudflare CF-Connecting-IP is always set by the edge (and the
// front door and the storefront proxy forward it); only local runs without it share one bucket.
import type { Ctx } from '../env';

export function clientKey(c: Ctx): string {
  const ip = (c.req.header('CF-Connecting-IP') ?? '').trim().toLowerCase();
  return /^[0-9a-f:.]{2,45}$/.test(ip) ? ip : 'local';
}
