// The API as the tests see it: global fetch replaced by a table of answers, every call recorded.
import type { Website } from '@app/contracts';
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  /** Parsed JSON, or the FormData of a multipart call */
  body: any;
}
export type Answer = { status?: number; body?: unknown };
type Handler = (body: any, path: string, url: URL) => Answer | Promise<Answer>;

/** Routes are `METHOD /path` (without /api); a `*` in a path matches one segment. */
export function mockApi(routes: Record<string, Handler | Answer>) {
  const calls: Call[] = [];
  const patterns = Object.entries(routes).map(([key, route]) => {
    const [method, path] = key.split(' ');
    const re = new RegExp(`^${path.replace(/[.?+]/g, '\\$&').replace(/\*/g, '[^/]+')}$`);
    return { method, re, route };
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const raw = init.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const path = url.pathname.replace(/^\/api/, '');
    calls.push({ method, path: `${path}${url.search}`, body });
    const hit = patterns.find((p) => p.method === method && p.re.test(path));
    if (!hit) return new Response(JSON.stringify({ message: `no mock for ${method} ${path}`, code: 'not_found' }), { status: 404 });
    const answer = typeof hit.route === 'function' ? await hit.route(body, path, url) : hit.route;
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** An answer the test releases when it wants: proves that a toast waits for the server. */
export function deferred(answer: Answer) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  return { handler: async () => (await gate, answer), release };
}

export const USER = {
  id: 7,
  username: 'merchant1',
  email: 'm@example.com',
  phone_number: '+12025550123',
  role_name: 'user',
  created_at: '2026-11-20T10:00:00.000Z',
};

export const standardNavs = () => [
  { title: 'About', link: 'about-us' },
  { title: 'Contact', link: 'contact-us' },
  { title: 'Policy', link: 'policy' },
];

export function makeWebsite(over: Partial<Website> = {}): Website {
  return {
    id: 42,
    domain: 'my-shop',
    title: 'My shop',
    description: 'Things',
    currency: 'USD',
    content_version: 1,
    created_at: '2026-11-20T10:00:00.000Z',
    header: { html_content: '', navs: standardNavs() },
    footer: { html_content: '', navs: standardNavs() },
    hero: null,
    pages: [
      { id: 1, title: 'About us', slug: 'about-us', meta_title: 'Meta title', meta_description: 'Meta description', is_published: true },
      { id: 2, title: 'Contact-us', slug: 'contact-us', meta_title: 'Meta title', meta_description: 'Meta description', is_published: true },
      { id: 3, title: 'Policy', slug: 'policy', meta_title: 'Meta title', meta_description: 'Meta description', is_published: true },
    ],
    ...over,
  };
}
