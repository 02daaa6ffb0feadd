// DESIGN §14: what a client shows for a rule, an API code, a chosen key or a plain text, in English and elsewhere.
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18next, initI18n } from './index';
import { messageText } from './messages';

const show = (m: Parameters<typeof messageText>[2]) => messageText(i18next.t, i18next.language, m);
const taken = { text: 'This domain is already taken', code: 'domain_taken' };

describe('messageText', () => {
  it('in English: a rule by its text with params, the API message as sent, a default by its key', async () => {
    await initI18n();
    await changeLanguage('en');
    expect(show({ rule: 'tooLong', params: { max: 80 } })).toBe('Must be at most 80 characters');
    expect(show({ text: 'Please wait 30 seconds before requesting another code.', code: 'rate_limited' })).toBe(
      'Please wait 30 seconds before requesting another code.',
    );
    expect(show(taken)).toBe('This domain is already taken');
    expect(show({ text: 'Failed to fetch orders', key: 'common:defaults.fetchOrders' })).toBe('Failed to fetch orders');
    expect(show('already chosen')).toBe('already chosen');
  });

  it('in Amharic: the rule with its params, the code, the default, never the English', async () => {
    await changeLanguage('am');
    expect(show({ rule: 'tooLong', params: { max: 80 } })).toBe('ቢበዛ 80 ቁምፊዎች መሆን አለበት');
    // A server rule beats the code: the detail says exactly what the English message says.
    expect(show({ text: 'Must be at most 80 characters', code: 'validation_failed', rule: 'tooLong', params: { max: 80 } })).toBe(
      'ቢበዛ 80 ቁምፊዎች መሆን አለበት',
    );
    expect(show(taken)).toBe('ይህ ጎራ አስቀድሞ ተይዟል');
    expect(show({ text: 'Failed to fetch orders', key: 'common:defaults.fetchOrders' })).toBe('ትዕዛዞችን ማምጣት አልተቻለም');
  });

  it('a code without a key falls back to the server message', async () => {
    await changeLanguage('am');
    expect(show({ text: 'Something new happened', code: 'not_a_code_yet' })).toBe('Something new happened');
    expect(show({ text: 'No code at all' })).toBe('No code at all');
    await changeLanguage('en');
  });
});
