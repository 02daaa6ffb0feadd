// The local cron ticker: which minutes each wrangler.toml cron fires in, and that it reads the real configuration.
import { describe, expect, it } from 'vitest';
import { configuredCrons, cronMatches } from './lib/cron-ticker.mjs';

const at = (iso) => new Date(iso);

describe('cron ticker', () => {
  it('reads edge-api/wrangler.toml [triggers] crons', () => {
    expect(configuredCrons()).toEqual(['* * * * *', '17 3 * * *']);
  });

  it('fires the every-minute cron in every minute', () => {
    for (const iso of ['2026-11-23T00:00:00Z', '2026-11-23T13:47:30Z', '2026-12-31T23:59:59Z'])
      expect(cronMatches('* * * * *', at(iso))).toBe(true);
  });

  it('fires the daily cron at 03:17 UTC only', () => {
    expect(cronMatches('17 3 * * *', at('2026-11-23T03:17:05Z'))).toBe(true);
    expect(cronMatches('17 3 * * *', at('2026-11-23T03:18:00Z'))).toBe(false);
    expect(cronMatches('17 3 * * *', at('2026-11-23T04:17:00Z'))).toBe(false);
    expect(cronMatches('17 3 * * *', at('2026-11-23T15:17:00Z'))).toBe(false);
  });

  it('matches lists and the day, month and weekday fields', () => {
    expect(cronMatches('0,30 * * * *', at('2026-11-23T10:30:00Z'))).toBe(true);
    expect(cronMatches('0,30 * * * *', at('2026-11-23T10:31:00Z'))).toBe(false);
    // 2026-11-23 is a Monday (1), in month 11.
    expect(cronMatches('* * 23 11 1', at('2026-11-23T10:31:00Z'))).toBe(true);
    expect(cronMatches('* * * * 0', at('2026-11-23T10:31:00Z'))).toBe(false);
  });
});
