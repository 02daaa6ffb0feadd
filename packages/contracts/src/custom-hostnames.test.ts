import { describe, expect, it } from 'vitest';
import { isPlatformHostname, normalizeHostname } from './custom-hostnames';
import { customHostnameSchema } from './schemas/custom-hostname';

describe('custom hostnames', () => {
  it('keeps a DNS name in lower case, without a trailing dot, internationalised names in punycode', () => {
    expect(normalizeHostname(' Shop.Example.COM. ')).toBe('shop.example.com');
    expect(normalizeHostname('bücher.example')).toBe('xn--bcher-kva.example');
    expect(normalizeHostname('a-b.c-d.example.co.uk')).toBe('a-b.c-d.example.co.uk');
  });

  it('refuses what is not a DNS name of two labels or more', () => {
    const bad = [
      '',
      'localhost',
      'example',
      '203.0.113.7',
      '[2001:db8::1]',
      'https://shop.example.com',
      'shop.example.com/x',
      'shop.example.com:8443',
      'user@shop.example.com',
      '*.example.com',
      'shop..example.com',
      '-shop.example.com',
      'shop-.example.com',
      'shop.123',
      `${'a'.repeat(64)}.example.com`,
      `${'a.'.repeat(127)}com`,
      'shop example.com',
    ];
    for (const v of bad) expect(normalizeHostname(v), v).toBeNull();
  });

  it("knows the platform's own names and the names under them", () => {
    const ours = ['app.example.net', 'customers.platform.test', 'platform.test'];
    expect(isPlatformHostname('platform.test', ours)).toBe(true);
    expect(isPlatformHostname('a.b.platform.test', ours)).toBe(true);
    expect(isPlatformHostname('app.example.net', ours)).toBe(true);
    expect(isPlatformHostname('myplatform.test', ours)).toBe(false);
    expect(isPlatformHostname('shop.example.net', ours)).toBe(false);
  });

  it('the schema gives the server the normalised name and a rule at the field', async () => {
    expect(await customHostnameSchema.validate({ hostname: 'Bücher.Example.' })).toEqual({ hostname: 'xn--bcher-kva.example' });
    await expect(customHostnameSchema.validate({ hostname: '10.0.0.1' })).rejects.toMatchObject({ message: { rule: 'hostname' } });
    await expect(customHostnameSchema.validate({ hostname: '' })).rejects.toMatchObject({ message: { rule: 'fillAllFields' } });
  });
});
