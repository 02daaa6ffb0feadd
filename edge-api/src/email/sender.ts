// Shopper email (DESIGN §18): one interface, two senders chosen by env.EMAIL_PROVIDER. 'outbox' keeps each message
// in D1 (local runs and tests; read at GET /__dev/email?to= with DEV_ROUTES), 'resend' posts it to Resend's HTTPS API
// in production (secrets RESEND_API_KEY and EMAIL_FROM). Callers only see EmailSender.
import type { Bindings } from '../env';
import type { EmailMessage } from './message';
import { insertEmail } from './outbox';

export type { EmailMessage };

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

export function outboxSender(env: Bindings): EmailSender {
  return { send: (m) => insertEmail(env.CONTROL, m) };
}

const RESEND_URL = 'https://api.resend.com/emails';

/** Resend's documented call: POST /emails with a bearer key, {from, to[], subject, text, html}; 200 {id} when taken. */
export function resendSender(env: Bindings, fetcher: typeof fetch = fetch): EmailSender {
  return {
    async send({ to, subject, text, html }) {
      const key = env.RESEND_API_KEY;
      const from = env.EMAIL_FROM;
      if (!key || !from) throw new Error('Email is not configured (RESEND_API_KEY, EMAIL_FROM)');
      const res = await fetcher(RESEND_URL, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ from, to: [to], subject, text, html }),
      });
      // Never log the message: it holds the shopper's address.
      if (!res.ok) throw new Error(`Resend answered ${res.status}`);
    },
  };
}

export function getEmailSender(env: Bindings): EmailSender {
  const provider = String(env.EMAIL_PROVIDER ?? 'outbox');
  if (provider === 'resend') return resendSender(env);
  if (provider === 'outbox') return outboxSender(env);
  // A typo must not silently keep production email in a table.
  throw new Error(`Unknown EMAIL_PROVIDER ${provider}`);
}
