// Pages are streamed: the head (stylesheet, island) is sent before the body's data is read and rendered.
import { describe, expect, it } from 'vitest';
import { createStore, get } from './fixtures';

async function chunks(res: Response): Promise<string[]> {
  const reader = res.body!.getReader();
  const out: string[] = [];
  const dec = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out.push(dec.decode(value, { stream: true }));
  }
}

describe('streaming', () => {
  it('sends the head as its own first chunk, before the end of the document', async () => {
    const s = await createStore({ products: [{ name: 'Streamed' }] });
    const res = await get(`/published/${s.domain}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.body).toBeInstanceOf(ReadableStream);
    expect(res.headers.get('Content-Length')).toBeNull();
    const parts = await chunks(res);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr"><head>/);
    expect(parts[0]).toContain('</head>');
    expect(parts[0]).toContain('rel="stylesheet"');
    expect(parts[0]).not.toContain('</html>');
    expect(parts[0]).not.toContain('Streamed');
    const all = parts.join('');
    expect(all).toContain('Streamed');
    expect(all.endsWith('</body></html>')).toBe(true);
  });

  it('a cache hit is a complete document too', async () => {
    const s = await createStore();
    await (await get(`/published/${s.domain}/cart`)).text();
    const hit = await get(`/published/${s.domain}/cart`);
    expect(hit.headers.get('X-Cache')).toBe('HIT');
    expect((await hit.text()).endsWith('</body></html>')).toBe(true);
  });

  it('HEAD has the headers of GET and no body', async () => {
    const s = await createStore();
    const res = await get(`/published/${s.domain}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('');
  });
});
