// SPEC §5's sign-up rules, once, in the schema the register form and the API both use: each bad value gives its
// field's SPEC message (the form's test checks only that each field shows what the schema says).
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { englishOf, type RuleMessage } from '../messages';
import { registerSchema } from './auth';

const GOOD = { username: 'merchant_1', email: 'me@example.com', phone_number: '+12025550123', password: 'blue-canoe-42' };

/** The English of the first rule `field` breaks in the sign-up form `values`, or null. */
async function messageAt(values: Record<string, string>, field: string): Promise<string | null> {
  try {
    await registerSchema.validate(values, { abortEarly: false });
    return null;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const failure = err.inner.find((e) => e.path === field);
    return failure ? englishOf(failure.errors[0] as unknown as RuleMessage) : null;
  }
}

describe('registerSchema (SPEC §5)', () => {
  it('takes a good sign-up, with or without an email', async () => {
    for (const email of ['me@example.com', '']) expect(await registerSchema.isValid({ ...GOOD, email })).toBe(true);
  });

  it.each([
    [{ username: '' }, 'username', 'Username is required'],
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'x'.repeat(33) }, 'username', 'Username must be at most 32 characters'],
    [{ username: 'bad name!' }, 'username', 'Use letters, digits, dots, dashes and underscores only'],
    [{ email: 'me@' }, 'email', 'Enter a valid email address'],
    [{ phone_number: '' }, 'phone_number', "Phone Number can't be empty"],
    [{ phone_number: '+112' }, 'phone_number', 'Enter a valid phone number with its country code'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'p'.repeat(65) }, 'password', 'Password must be at most 64 characters'],
    [{ password: 'password123' }, 'password', 'This password is too common'],
  ])('%o -> %s: %s', async (values, field, message) => {
    expect(await messageAt({ ...GOOD, ...values }, field)).toBe(message);
  });
});
