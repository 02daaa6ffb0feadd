// GET /__dev/sms's query (local runs only): the phone whose outbox to read.
import * as yup from 'yup';

export const devSmsQuerySchema = yup.object({ phone: yup.string().default('') });

// POST /__dev/sms/interval-end's body (local runs only): the phone whose 30 s wait between codes ends now.
export const devSmsIntervalSchema = yup.object({ phone: yup.string().required() });

// GET /__dev/email's query (local runs only): the address whose outbox to read.
export const devEmailQuerySchema = yup.object({ to: yup.string().trim().default('') });

// POST /__dev/cron's body (local runs only): which wrangler.toml cron to run now, as the local ticker of `pnpm start`
// does every minute (wrangler dev fires no crons).
export const devCronSchema = yup.object({
  cron: yup.string().required().oneOf(['* * * * *', '17 3 * * *']),
});
