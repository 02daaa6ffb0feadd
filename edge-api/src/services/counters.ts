// Fixed-window counters in D1 (send limits, failed codes, failed logins).
// A Worker has many isolates and no shared memory, so a counter kept in memory would be per-isolate and
// trivially bypassed; every change is therefore ONE atomic upsert that also restarts an expired window.
import {
  CART_PRICE_MAX_PER_CLIENT,
  CART_PRICE_MAX_PER_STORE,
  CART_PRICE_WINDOW_SECONDS,
  CHECKOUT_DECLINES_PER_CLIENT,
  CHECKOUT_DECLINES_PER_STORE,
  CHECKOUT_MAX_PER_CLIENT,
  CHECKOUT_MAX_PER_STORE,
  CHECKOUT_WINDOW_SECONDS,
  CONTACT_MAX_PER_HOUR_PER_CLIENT,
  CONTACT_MAX_PER_HOUR_PER_STORE,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
  OTP_LOCK_MINUTES,
  NEWSLETTER_MAX_PER_HOUR_PER_CLIENT,
  NEWSLETTER_MAX_PER_HOUR_PER_STORE,
  OTP_MAX_ATTEMPTS,
  PAYMENT_CALLS_PER_MINUTE_PER_CLIENT,
  REGISTER_MAX_PER_HOUR_PER_CLIENT,
  SHOPPER_EMAILS_PER_RECIPIENT_PER_DAY,
  SMS_MAX_PER_HOUR,
  SMS_MIN_INTERVAL_SECONDS,
} from '@app/contracts';
import { HOSTNAME_CREATES_PER_HOUR, HOSTNAME_REFRESHES_PER_HOUR } from '@app/contracts/custom-hostnames';
import { FAILURE_REPORT_WINDOW_SECONDS, FAILURE_REPORTS_PER_CLIENT, FAILURE_REPORTS_PER_REMOTE_PER_HOUR } from '@app/contracts/releases';
import type { Bindings } from '../env';
import { tooMany } from '../errors';
import { nowIso } from '../lib/time';

export interface CounterLimit {
  /** Window length in seconds, counted from the first hit of the window. */
  windowSeconds: number;
  /** Hits allowed in one window; the next one is over the limit. */
  max: number;
}

export const LIMITS = {
  smsInterval: { windowSeconds: SMS_MIN_INTERVAL_SECONDS, max: 1 },
  smsHourly: { windowSeconds: 3600, max: SMS_MAX_PER_HOUR },
  otpFailures: { windowSeconds: OTP_LOCK_MINUTES * 60, max: OTP_MAX_ATTEMPTS },
  loginFailures: { windowSeconds: LOGIN_WINDOW_MINUTES * 60, max: LOGIN_MAX_FAILURES },
  registerClient: { windowSeconds: 3600, max: REGISTER_MAX_PER_HOUR_PER_CLIENT },
  checkoutClient: { windowSeconds: CHECKOUT_WINDOW_SECONDS, max: CHECKOUT_MAX_PER_CLIENT },
  checkoutStore: { windowSeconds: CHECKOUT_WINDOW_SECONDS, max: CHECKOUT_MAX_PER_STORE },
  declineClient: { windowSeconds: CHECKOUT_WINDOW_SECONDS, max: CHECKOUT_DECLINES_PER_CLIENT },
  declineStore: { windowSeconds: CHECKOUT_WINDOW_SECONDS, max: CHECKOUT_DECLINES_PER_STORE },
  newsletterClient: { windowSeconds: 3600, max: NEWSLETTER_MAX_PER_HOUR_PER_CLIENT },
  newsletterStore: { windowSeconds: 3600, max: NEWSLETTER_MAX_PER_HOUR_PER_STORE },
  contactClient: { windowSeconds: 3600, max: CONTACT_MAX_PER_HOUR_PER_CLIENT },
  contactStore: { windowSeconds: 3600, max: CONTACT_MAX_PER_HOUR_PER_STORE },
  cartPriceClient: { windowSeconds: CART_PRICE_WINDOW_SECONDS, max: CART_PRICE_MAX_PER_CLIENT },
  cartPriceStore: { windowSeconds: CART_PRICE_WINDOW_SECONDS, max: CART_PRICE_MAX_PER_STORE },
  remoteFailureClient: { windowSeconds: FAILURE_REPORT_WINDOW_SECONDS, max: FAILURE_REPORTS_PER_CLIENT },
  remoteFailureRemote: { windowSeconds: 3600, max: FAILURE_REPORTS_PER_REMOTE_PER_HOUR },
  // Payment webhooks and the test provider's hosted page (DESIGN §18), per calling address.
  webhookClient: { windowSeconds: 60, max: PAYMENT_CALLS_PER_MINUTE_PER_CLIENT },
  // Shopper email per recipient (email/notify.ts), across every store: no one can make the platform flood an inbox.
  emailRecipient: { windowSeconds: 86_400, max: SHOPPER_EMAILS_PER_RECIPIENT_PER_DAY },
  // Custom hostnames, per store: each is a call to Cloudflare's API, which a merchant must not hammer.
  hostnameCreate: { windowSeconds: 3600, max: HOSTNAME_CREATES_PER_HOUR },
  hostnameRefresh: { windowSeconds: 3600, max: HOSTNAME_REFRESHES_PER_HOUR },
} satisfies Record<string, CounterLimit>;

// Key builders are exported so tests can move a window into the past instead of waiting.
export const counterKeys = {
  smsInterval: (phone: string) => `sms30:${phone}`,
  smsHourly: (phone: string) => `sms1h:${phone}`,
  // One per phone across purposes: a new code (register or login) must not reset it.
  otpFailures: (phone: string) => `otpfail:${phone}`,
  // Case-folded so that "Alice" and "alice" share one budget.
  loginFailures: (username: string) => `login:${username.toLowerCase()}`,
  // Public writes: `client` is the caller's IP (CF-Connecting-IP), `store` the website id.
  registerClient: (client: string) => `reg:${client}`,
  checkoutClient: (store: number, client: string) => `co:${store}:${client}`,
  checkoutStore: (store: number) => `co:${store}`,
  declineClient: (store: number, client: string) => `decl:${store}:${client}`,
  declineStore: (store: number) => `decl:${store}`,
  newsletterClient: (client: string) => `nl:${client}`,
  newsletterStore: (store: number) => `nl:${store}`,
  contactClient: (client: string) => `msg:${client}`,
  contactStore: (store: number) => `msg:${store}`,
  cartPriceClient: (store: number, client: string) => `cp:${store}:${client}`,
  cartPriceStore: (store: number) => `cp:${store}`,
  // The shell's reports of a failed remote release (POST /remotes/failures).
  remoteFailureClient: (client: string) => `rfc:${client}`,
  remoteFailureRemote: (remote: string) => `rfr:${remote}`,
  webhookClient: (client: string) => `pay:${client}`,
  // `address` is normalised by the caller (email/recipient.ts).
  emailRecipient: (address: string) => `mail:${address}`,
  hostnameCreate: (store: number) => `chc:${store}`,
  hostnameRefresh: (store: number) => `chr:${store}`,
};

export const TOO_MANY = 'Too many requests. Please try again in a moment.';

export interface CounterState {
  count: number;
  /** Seconds until the current window ends (>= 1). */
  retryAfter: number;
  over: boolean;
}

/**
 * Adds one hit and returns the new count. The CASEs read the row's old values (SQLite evaluates SET against
 * the old row), so a window that has passed restarts at 1 in the same statement.
 */
export async function hit(env: Bindings, key: string, limit: CounterLimit): Promise<CounterState> {
  const now = Date.now();
  const windowFloor = nowIso(now - limit.windowSeconds * 1000);
  const row = await env.CONTROL.prepare(
    `INSERT INTO auth_counters (key, count, window_start) VALUES (?1, 1, ?2)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN auth_counters.window_start <= ?3 THEN 1 ELSE auth_counters.count + 1 END,
       window_start = CASE WHEN auth_counters.window_start <= ?3 THEN ?2 ELSE auth_counters.window_start END
     RETURNING count, window_start`,
  )
    .bind(key, nowIso(now), windowFloor)
    .first<{ count: number; window_start: string }>();
  const count = row?.count ?? 1;
  const started = row ? Date.parse(row.window_start) : now;
  const retryAfter = Math.max(1, Math.ceil((started + limit.windowSeconds * 1000 - now) / 1000));
  return { count, retryAfter, over: count > limit.max };
}

/** Forgets a counter (a successful sign-in or code clears its failures). */
export async function clear(env: Bindings, key: string): Promise<void> {
  await env.CONTROL.prepare('DELETE FROM auth_counters WHERE key = ?').bind(key).run();
}

/** The counter as it stands, without adding a hit: over when its live window already holds `max` hits. */
export async function peek(env: Bindings, key: string, limit: CounterLimit): Promise<CounterState> {
  const now = Date.now();
  const row = await env.CONTROL.prepare('SELECT count, window_start FROM auth_counters WHERE key = ? AND window_start > ?')
    .bind(key, nowIso(now - limit.windowSeconds * 1000))
    .first<{ count: number; window_start: string }>();
  if (!row) return { count: 0, retryAfter: 1, over: false };
  const retryAfter = Math.max(1, Math.ceil((Date.parse(row.window_start) + limit.windowSeconds * 1000 - now) / 1000));
  return { count: row.count, retryAfter, over: row.count >= limit.max };
}

/** Hits each counter in order and answers 429 (with Retry-After) at the first one over its limit. */
export async function enforce(env: Bindings, checks: [key: string, limit: CounterLimit][], message = TOO_MANY): Promise<void> {
  for (const [key, limit] of checks) {
    const state = await hit(env, key, limit);
    if (state.over) throw tooMany(message, state.retryAfter);
  }
}

/**
 * A store-wide budget that strangers cannot spend for a fresh client (DESIGN §21). `store` is the store's counter as
 * it stands and `used` what this client already used of its own in its window, this request not included. While the
 * store's budget is spent (it is under attack), a client that already used `busyMax` is refused; one new to the store
 * still gets through, so failures of others never refuse it.
 */
export function refuseRepeatClientWhenBusy(store: CounterState, used: number, busyMax: number, message = TOO_MANY): void {
  if (store.over && used >= busyMax) throw tooMany(message, store.retryAfter);
}
