// The store's verified custom domain (#35 item 7, DESIGN §20): one hostname per store, registered with Cloudflare
// for SaaS by edge-api; the owner reads it, adds it, asks Cloudflare for its status again and removes it.
import type { CustomHostnameAnswer } from '../custom-hostnames';
import { op, OWNER_WRITE_ERRORS as WRITE } from './define';

const PATH = '/website/custom-hostname';

export const domainOperations = {
  customHostnameGet: op<undefined, undefined, CustomHostnameAnswer>()({
    id: 'customHostnameGet',
    method: 'GET',
    auth: true,
    path: PATH,
    errors: ['website_not_found'],
  }),
  customHostnameCreate: op<undefined, { hostname: string }, CustomHostnameAnswer>()({
    id: 'customHostnameCreate',
    method: 'POST',
    auth: true,
    path: PATH,
    errors: [...WRITE, 'hostname_taken', 'hostname_exists', 'hostname_unavailable', 'rate_limited'],
  }),
  /** Asks Cloudflare for the hostname's status now (the builder polls this while it is pending). */
  customHostnameRefresh: op<undefined, undefined, CustomHostnameAnswer>()({
    id: 'customHostnameRefresh',
    method: 'POST',
    auth: true,
    path: `${PATH}/refresh`,
    errors: ['website_not_found', 'hostname_not_found', 'hostname_unavailable', 'rate_limited'],
  }),
  customHostnameDelete: op<undefined, undefined, undefined>()({
    id: 'customHostnameDelete',
    method: 'DELETE',
    auth: true,
    path: PATH,
    errors: ['website_not_found', 'hostname_not_found', 'hostname_unavailable'],
  }),
  /** Local runs only (DEV_ROUTES): the stand-in for Cloudflare's API "sees" the hostname's DNS records (local-saas.ts). */
  devHostnameActivate: op<undefined, { hostname: string }, undefined>()({
    id: 'devHostnameActivate',
    method: 'POST',
    auth: false,
    path: '/__dev/custom-hostnames/activate',
    errors: ['validation_failed', 'not_found'],
  }),
};
