// /__dev/sms: the SMS outbox, readable only when DEV_ROUTES === 'true' (the test config turns it on).
import { describe, expect, it } from 'vitest';
import { app } from '../src/app';
import { api, env, uniquePhone } from './helpers';
import { codeMessage, getSmsSender, twilioSender } from '../src/services/sms';

const outbox = (phone: string) => api(`/__dev/sms?phone=${encodeURIComponent(phone)}`);

describe('GET /__dev/sms', () => {
  it('lists the messages for one phone, newest first', async () => {
    const phone = uniquePhone();
    const other = uniquePhone();
    const sender = getSmsSender(env);
    await sender.send({ to: phone, body: codeMessage('111111'), code: '111111' });
    await sender.send({ to: other, body: codeMessage('333333'), code: '333333' });
    await sender.send({ to: phone, body: codeMessage('222222'), code: '222222' });

    const res = await outbox(phone);
    expect(res.status).toBe(200);
    const data = (await res.json()) as { messages: Record<string, unknown>[] };
    expect(data.messages).toEqual([
      { to: phone, body: 'Your verification code is 222222', code: '222222', created_at: expect.any(String) },
      { to: phone, body: 'Your verification code is 111111', code: '111111', created_at: expect.any(String) },
    ]);
  });

  it('reads a number written without "+" or with spaces as the same E.164 phone', async () => {
    const phone = uniquePhone();
    await getSmsSender(env).send({ to: phone, body: codeMessage('444444'), code: '444444' });
    // An unencoded "+" arrives as a space; digits alone are read as the international number.
    for (const q of [phone, phone.slice(1), `${phone.slice(0, 2)} ${phone.slice(2)}`]) {
      const res = await api(`/__dev/sms?phone=${q}`);
      expect(((await res.json()) as { messages: unknown[] }).messages).toHaveLength(1);
    }
  });

  it('answers an unknown phone with an empty list', async () => {
    const res = await outbox(uniquePhone());
    expect(await res.json()).toEqual({ messages: [] });
  });

  it.each(['', 'abc', '12', '9'.repeat(5000), '<script>'])('refuses phone=%s with 400', async (q) => {
    const res = await api(`/__dev/sms?phone=${encodeURIComponent(q)}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('validation_failed');
  });

  it('refuses a missing phone with 400', async () => {
    expect((await api('/__dev/sms')).status).toBe(400);
  });

  it.each(['false', '', 'TRUE', '1'])('is absent (404 not_found) when DEV_ROUTES=%j', async (flag) => {
    const phone = uniquePhone();
    await getSmsSender(env).send({ to: phone, body: codeMessage('555555'), code: '555555' });
    const res = await app.request(`/__dev/sms?phone=${encodeURIComponent(phone)}`, {}, { ...env, DEV_ROUTES: flag });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'not_found' });
    const bad = await app.request('/__dev/sms?phone=nope', {}, { ...env, DEV_ROUTES: flag });
    expect(bad.status).toBe(404);
  });
});

describe('POST /__dev/sms/interval-end', () => {
  const endWait = (phone: unknown, env2 = env) =>
    app.request(
      '/__dev/sms/interval-end',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phone }) },
      env2,
    );
  const askCode = (phone: string) => api('/auth/resend-code', { method: 'POST', json: { phone_number: phone, purpose: 'login' } });

  it("ends the phone's 30 s wait between codes, and only that phone's", async () => {
    const [phone, other] = [uniquePhone(), uniquePhone()];
    for (const p of [phone, other]) expect((await askCode(p)).status).toBe(200);
    for (const p of [phone, other]) expect((await askCode(p)).status).toBe(429);
    expect((await endWait(phone.slice(1))).status).toBe(204);
    expect((await askCode(phone)).status).toBe(200);
    expect((await askCode(other)).status).toBe(429);
  });

  it.each([undefined, '', 'abc', 42])('refuses phone=%j with 400', async (phone) => {
    const res = await endWait(phone);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('is absent (404) without DEV_ROUTES', async () => {
    const phone = uniquePhone();
    expect((await askCode(phone)).status).toBe(200);
    expect((await endWait(phone, { ...env, DEV_ROUTES: 'false' })).status).toBe(404);
    expect((await askCode(phone)).status).toBe(429);
  });
});

describe('SMS providers', () => {
  it('twilio posts the message to the Messages API with basic auth and stores nothing', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status: 201 });
    }) as unknown as typeof fetch;
    const phone = uniquePhone();
    const sender = twilioSender({ ...env, TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+15005550006' }, fake);
    await sender.send({ to: phone, body: codeMessage('123456'), code: '123456' });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    expect(new Headers(calls[0].init.headers).get('Authorization')).toBe(`Basic ${btoa('AC123:secret')}`);
    const form = new URLSearchParams(String(calls[0].init.body));
    expect(Object.fromEntries(form)).toEqual({ To: phone, From: '+15005550006', Body: 'Your verification code is 123456' });
    expect(await env.CONTROL.prepare('SELECT count(*) AS n FROM sms_outbox WHERE to_phone = ?').bind(phone).first('n')).toBe(0);
  });

  it('twilio refuses to run without its secrets, and an unknown provider is an error', async () => {
    const noFetch = (() => {
      throw new Error('must not be called');
    }) as unknown as typeof fetch;
    await expect(twilioSender(env, noFetch).send({ to: '+12025550100', body: 'x' })).rejects.toThrow(/not configured/);
    expect(() => getSmsSender({ ...env, SMS_PROVIDER: 'carrier-pigeon' as 'outbox' })).toThrow(/Unknown SMS_PROVIDER/);
  });
});
