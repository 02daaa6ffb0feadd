// The store's custom domain (#35 item 7) as the Custom domain panel shows it: read when the panel opens, added,
// checked again (by the button, and every HOSTNAME_POLL_SECONDS while pending, at most HOSTNAME_POLL_MAX times per
// visit: the API also limits checks per store) and removed.
import { api, messageOf, type Shown } from '@app/api-client';
import type { CustomHostnameAnswer } from '@app/contracts';
import { proxy } from 'valtio';
import { failed, type Outcome, type Refusal } from '../../shared/outcome';

export const domainState = proxy({
  answer: null as CustomHostnameAnswer | null,
  loadError: null as Shown | null,
  busy: false,
});

export async function loadDomain(): Promise<void> {
  try {
    domainState.answer = await api.website.customHostname();
    domainState.loadError = null;
  } catch (err) {
    domainState.loadError = messageOf(err, 'fetchWebsite');
  }
}

/** Runs one call with the panel busy; its refusal (at the hostname field when the server names it) or null. */
async function run(call: () => Promise<CustomHostnameAnswer | undefined>): Promise<Refusal | null> {
  domainState.busy = true;
  try {
    const answer = await call();
    if (answer) domainState.answer = answer;
    return null;
  } catch (err) {
    return (failed(err, 'updateWebsite') as Extract<Outcome, { ok: false }>).error;
  } finally {
    domainState.busy = false;
  }
}

export const addDomain = (hostname: string) => run(() => api.website.addCustomHostname(hostname));
export const checkDomain = () => run(() => api.website.refreshCustomHostname());
export const removeDomain = () =>
  run(async () => {
    await api.website.removeCustomHostname();
    return { target: domainState.answer?.target ?? '', hostname: null };
  });

/** Still waiting for Cloudflare: worth checking again. */
export const isWaiting = (status: string | undefined) => status === 'pending' || status === 'pending_validation';
