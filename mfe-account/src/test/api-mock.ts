// The API as the tests see it: global fetch replaced by a table of answers, every call recorded.
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (body: any) => Answer | Promise<Answer>;

export function mockApi(routes: Record<string, Handler | Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const raw = init.body;
    const body = raw instanceof URLSearchParams ? Object.fromEntries(raw) : typeof raw === 'string' ? JSON.parse(raw) : raw;
    const path = url.pathname.replace(/^\/api/, '');
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    if (!route) return new Response(JSON.stringify({ message: `no mock for ${method} ${path}`, code: 'not_found' }), { status: 404 });
    const answer = typeof route === 'function' ? await route(body) : route;
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json', ...answer.headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const USER = {
  id: 7,
  username: 'merchant1',
  email: 'm@example.com',
  phone_number: '+12025550123',
  role_name: 'user',
  created_at: '2026-11-20T10:00:00.000Z',
};
