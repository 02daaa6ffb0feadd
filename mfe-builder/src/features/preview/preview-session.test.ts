import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '@app/remote-kit/test';
import { draftPreviewUrl, forgetPreviewSession } from './preview-session';

describe('builder preview session', () => {
  beforeEach(() => forgetPreviewSession());

  it('reuses one draft link until 5 minutes before it expires, then asks for a new one', async () => {
    const now = Date.now();
    let n = 0;
    const { calls } = mockApi({
      'POST /website/preview-session': () => ({
        status: 201,
        body: { url: `/published/my-shop?preview=t${++n}`, expires_at: new Date(now + 3600_000).toISOString() },
      }),
    });
    expect(await draftPreviewUrl('my-shop', now)).toBe('/published/my-shop?preview=t1');
    expect(await draftPreviewUrl('my-shop', now + 54 * 60_000)).toBe('/published/my-shop?preview=t1');
    expect(await draftPreviewUrl('my-shop', now + 56 * 60_000)).toBe('/published/my-shop?preview=t2');
    expect(calls).toHaveLength(2);
    expect(calls[0].body).toEqual({});
  });
});
