// The cron strings of wrangler.toml [triggers]; the scheduled handler (index.ts) dispatches by them.
export const CRONS = { everyMinute: '* * * * *', daily: '17 3 * * *' } as const;
