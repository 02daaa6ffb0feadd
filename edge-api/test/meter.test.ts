// The D1 meter (packages/db meter.ts): what a request costs in D1 per database, for the bench's cost model. Only when
// DEV_ROUTES is "true" and the request asks; never otherwise.
import { METER_HEADER, withMeter } from '@app/db';
import { describe, expect, it } from 'vitest';
import { app } from '../src/app';
import { merchantWithWebsiteFixture } from './fixtures';
import { api, env } from './helpers';

/** `{ CONTROL: { q, r, w, ms }, ... }` from the header. */
function parse(header: string | null) {
  const out: Record<string, Record<string, number>> = {};
  for (const part of (header ?? '').split(', ').filter(Boolean)) {
    const [name, ...pairs] = part.split(' ');
    out[name!] = Object.fromEntries(pairs.map((p) => [p.split('=')[0], Number(p.split('=')[1])]));
  }
  return out;
}

describe('D1 meter', () => {
  it("counts an owner request's queries and rows per database, reads and writes apart", async () => {
    const m = await merchantWithWebsiteFixture();
    const read = await api('/website/', { token: m.token, headers: { [METER_HEADER]: '1' } });
    expect(read.status).toBe(200);
    const reads = parse(read.headers.get(METER_HEADER));
    const total = (t: typeof reads, k: string) => Object.values(t).reduce((n, x) => n + (x[k] ?? 0), 0);
    expect(total(reads, 'q')).toBeGreaterThan(0);
    expect(total(reads, 'r')).toBeGreaterThan(0);
    expect(total(reads, 'w')).toBe(0);

    const write = await api('/website/', {
      method: 'PUT',
      token: m.token,
      headers: { [METER_HEADER]: '1' },
      json: { domain: m.domain, title: 'Metered title', description: 'A shop' },
    });
    expect(write.status).toBe(200);
    expect(total(parse(write.headers.get(METER_HEADER)), 'w')).toBeGreaterThan(0);
  });

  it('is silent unless the request asks, and when DEV_ROUTES is not "true"', async () => {
    const m = await merchantWithWebsiteFixture();
    expect((await api('/website/', { token: m.token })).headers.has(METER_HEADER)).toBe(false);
    for (const flag of ['false', '', 'TRUE']) {
      const req = new Request('https://api.test/website/', {
        headers: { Authorization: `Bearer ${m.token}`, [METER_HEADER]: '1', 'CF-Connecting-IP': '198.51.100.7' },
      });
      const res = await withMeter(req, { ...env, DEV_ROUTES: flag }, (e) => app.fetch(req, e));
      expect(res.status).toBe(200);
      expect(res.headers.has(METER_HEADER)).toBe(false);
    }
  });
});
