import type { Context } from 'hono';
import type { User } from '@app/contracts';

// Bindings come from `wrangler types` (worker-configuration.d.ts); production-only secrets are optional here.
export type Bindings = Env & {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  // Shopper email in production (EMAIL_PROVIDER=resend): the API key and the sender, e.g. "Shop <orders@example.com>".
  RESEND_API_KEY?: string;
  EMAIL_FROM?: string;
  // Custom hostnames in production (CUSTOM_HOSTNAMES=cloudflare): a token with SSL and Certificates Edit on the SaaS zone.
  CLOUDFLARE_API_TOKEN?: string;
};

export interface Variables {
  user: User;
  sessionId: number;
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
export type Ctx = Context<AppEnv>;

export const devRoutesEnabled = (env: Bindings) => env.DEV_ROUTES === 'true';
