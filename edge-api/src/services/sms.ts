// SMS senders (DESIGN.md §5): 'outbox' writes to D1 (local and tests; readable at /__dev/sms when DEV_ROUTES=true),
// 'twilio' calls the Twilio Messages API in production. Chosen by env.SMS_PROVIDER; the callers only see SmsSender.
import type { Bindings } from '../env';
import { insertOutboxMessage } from '../db/sms-outbox';

export interface SmsMessageOut {
  to: string; // E.164
  body: string;
  /** The code in clear, kept only by the outbox so that a developer (or a test) can read it. */
  code?: string;
}

export interface SmsSender {
  send(message: SmsMessageOut): Promise<void>;
}

export const codeMessage = (code: string) => `Your verification code is ${code}`;

function outboxSender(env: Bindings): SmsSender {
  return {
    async send({ to, body, code }) {
      await insertOutboxMessage(env.CONTROL, to, body, code ?? null);
    },
  };
}

export function twilioSender(env: Bindings, fetcher: typeof fetch = fetch): SmsSender {
  return {
    async send({ to, body }) {
      const sid = env.TWILIO_ACCOUNT_SID;
      const token = env.TWILIO_AUTH_TOKEN;
      const from = env.TWILIO_FROM;
      if (!sid || !token || !from) throw new Error('Twilio is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM)');
      const res = await fetcher(`https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${btoa(`${sid}:${token}`)}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
      });
      // Never log the body: it carries the code.
      if (!res.ok) throw new Error(`Twilio answered ${res.status}`);
    },
  };
}

export function getSmsSender(env: Bindings): SmsSender {
  // SMS_PROVIDER is typed from wrangler.toml's local value; production sets 'twilio'.
  const provider = String(env.SMS_PROVIDER ?? 'outbox');
  if (provider === 'twilio') return twilioSender(env);
  if (provider === 'outbox') return outboxSender(env);
  // A typo must not silently route production codes into a table.
  throw new Error(`Unknown SMS_PROVIDER ${provider}`);
}
