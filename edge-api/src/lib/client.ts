// Who is calling, for per-client rate limits. On Cloudflare CF-Connecting-IP is always set by the edge (and the
// front door and the storefront proxy forward it); only local runs without it share one bucket.
import type { Ctx } from '../env';

/** The eight 16-bit groups of an IPv6 address (with :: and a trailing dotted IPv4 expanded), or null. */
function ipv6Groups(ip: string): string[] | null {
  let text = ip;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    if ([a, b, c, d].some((n) => n > 255)) return null;
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups.map((g) => g.replace(/^0+(?=.)/, '')) : null;
}

/**
 * The client's rate-limit key: an IPv4 address as is; an IPv6 address by its /64 network, since one subscriber
 * usually holds a whole /64 and could otherwise take a fresh address for every request.
 */
export function clientKeyOf(header: string | undefined): string {
  const ip = (header ?? '').trim().toLowerCase();
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(ip)) return ip;
  if (ip.includes(':') && ip.length <= 45) {
    const groups = ipv6Groups(ip);
    if (groups) return `${groups.slice(0, 4).join(':')}::/64`;
  }
  return 'local';
}

export const clientKey = (c: Ctx) => clientKeyOf(c.req.header('CF-Connecting-IP'));
