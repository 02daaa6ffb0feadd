import { describe, expect, it } from 'vitest';
import { api } from './helpers';

describe('app', () => {
  it('answers health', async () => {
    const res = await api('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('answers unknown paths with the JSON error body', async () => {
    const res = await api('/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('refuses oversized JSON with 413', async () => {
    const res = await api('/auth/register', { method: 'POST', json: { username: 'x'.repeat(70_000) } });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('payload_too_large');
  });
});
