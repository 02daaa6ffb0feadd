// A JSON POST to the store's API (same origin: the front door or this Worker forwards it) and what came back.
import { pageData } from './page-data';

export interface ApiErrorBody {
  message?: string;
  code?: string;
  detail?: { loc?: (string | number)[]; msg?: string }[];
}
export interface Answer<T> {
  status: number;
  ok: boolean;
  body: T & ApiErrorBody;
  /** Seconds from Retry-After (429), at least 1. */
  retryAfter: number;
}

/** Throws only when the store cannot be reached. */
export async function postJson<T>(path: string, data: unknown): Promise<Answer<T>> {
  const res = await fetch(`${pageData().api}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(data),
  });
  const body = (await res.json().catch(() => ({}))) as T & ApiErrorBody;
  return { status: res.status, ok: res.ok, body, retryAfter: Math.max(1, Number(res.headers.get('Retry-After')) || 60) };
}
