// POST /_sf/lang (the language switch without JavaScript): sets the appLang cookie and goes back to the page.
// The island does the same in the browser. A response that sets a cookie is never cached.
import { LANGUAGES, STORAGE_KEYS } from '@app/contracts/constants';
import { textResponse } from '../lib/headers';

/** Only a path on this site: never another origin (`//evil`, `/\evil`, `https:`). */
export function safeReturnPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}

export async function setLanguage(req: Request): Promise<Response> {
  if (req.method !== 'POST') return textResponse('Method not allowed', 405, undefined, { Allow: 'POST' });
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    return textResponse('Bad request', 400);
  }
  const lang = String(form.get('lang') ?? '');
  const back = safeReturnPath(form.get('return') as string | null);
  if (!(LANGUAGES as readonly string[]).includes(lang)) return textResponse('Unknown language', 400);
  return new Response(null, {
    status: 303,
    headers: {
      Location: back,
      'Set-Cookie': `${STORAGE_KEYS.appLang}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`,
      'Cache-Control': 'no-store',
    },
  });
}
