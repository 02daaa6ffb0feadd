// A remote's active release fails and the shell falls back to the previous one (DESIGN.md §19): the route components
// of remote-pages.tsx with the real registry, the federation runtime replaced at its module boundary by a fake that
// serves each entry URL's modules (or fails), and fetch answering /remotes.json and recording the failure reports.
import type { RemotesJson } from '@app/contracts/remotes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import type { ShellPageProps } from './remote-pages';

/** What each entry URL gives: a module per exposed name, or an error when the entry does not load. */
const modules = vi.hoisted(() => new Map<string, Record<string, unknown> | Error>());
const runtime = vi.hoisted(() => {
  const registered = new Map<string, string>();
  return {
    registered,
    registerRemotes: vi.fn((remotes: { name: string; entry: string }[], _options?: { force?: boolean }) => {
      for (const r of remotes) registered.set(r.name, r.entry);
    }),
    loadRemote: vi.fn(async (id: string) => {
      const [name, expose] = id.split('/');
      const mod = modules.get(registered.get(name) ?? '');
      if (!mod || mod instanceof Error) throw mod ?? new Error(`RUNTIME-008: ${name}`);
      if (!(expose in mod)) throw new Error(`no ${expose}`);
      return { default: mod[expose] };
    }),
  };
});
vi.mock('@module-federation/runtime', () => runtime);

const entry = (remote: string, version: string) => `/remotes/${remote}/${version}/remoteEntry.js`;
const A1 = '1111111111111111';
const A2 = '2222222222222222';
const C1 = 'cccccccccccccccc';

const CHANNELS: RemotesJson = {
  mfe_account: { entry: entry('mfe_account', A2), version: A2, fallback: { entry: entry('mfe_account', A1), version: A1 } },
  mfe_commerce: { entry: entry('mfe_commerce', C1), version: C1, fallback: null },
};

function page(text: string): ComponentType {
  return () => <p>{text}</p>;
}
function broken(message: string): ComponentType {
  return () => {
    throw new Error(message);
  };
}
const accountPages = (v: string) => ({ ProfilePage: page(`profile ${v}`), SubscriptionPage: page(`plan ${v}`) });

let reports: unknown[];
/** How each report was sent: the signed-in session's cookies (same origin) with the XSRF echo the API requires. */
let reportAuth: { xsrf: string | null; credentials?: RequestCredentials }[];

async function shell(channels: RemotesJson = CHANNELS) {
  vi.resetModules();
  reports = [];
  reportAuth = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(input instanceof Request ? input.url : String(input), 'http://localhost'), init);
      const { pathname } = new URL(request.url);
      if (pathname === '/remotes.json') return Response.json(channels);
      if (pathname === '/api/remotes/failures' && request.method === 'POST') {
        reports.push(await request.json());
        reportAuth.push({ xsrf: request.headers.get('X-XSRF-TOKEN'), credentials: init?.credentials });
      }
      return Response.json({ received: true }, { status: 202 });
    }),
  );
  return import('./remote-pages');
}

function show(Route: ComponentType<ShellPageProps>) {
  return renderAt(<Route onAuthenticated={() => undefined} />);
}

describe('remote fallback', () => {
  beforeEach(() => {
    modules.clear();
    runtime.registered.clear();
    runtime.registerRemotes.mockClear();
    runtime.loadRemote.mockClear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('loads the active release when it works, and reports nothing', async () => {
    modules.set(entry('mfe_account', A2), accountPages(A2));
    const { remotePage } = await shell();
    show(remotePage('mfe_account', 'ProfilePage'));
    expect(await screen.findByText(`profile ${A2}`)).toBeTruthy();
    expect(reports).toEqual([]);
  });

  it('loads the fallback when the active entry does not load, reports it once, and stays on it for other pages', async () => {
    modules.set(entry('mfe_account', A2), new Error('Failed to fetch dynamically imported module'));
    modules.set(entry('mfe_account', A1), accountPages(A1));
    const { remotePage } = await shell();
    const view = show(remotePage('mfe_account', 'ProfilePage'));
    expect(await screen.findByText(`profile ${A1}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(runtime.registerRemotes.mock.calls.map(([[r], o]) => [r.entry, o])).toEqual([
      [entry('mfe_account', A2), { force: false }],
      [entry('mfe_account', A1), { force: true }],
    ]);
    view.unmount();

    show(remotePage('mfe_account', 'SubscriptionPage'));
    expect(await screen.findByText(`plan ${A1}`)).toBeTruthy();
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(reports).toEqual([
        { remote: 'mfe_account', version: A2, stage: 'load', message: 'Failed to fetch dynamically imported module' },
      ]),
    );
  });

  it('sends a report as the signed-in session: its cookie (same origin) and the XSRF echo', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-of-this-session; path=/';
    try {
      modules.set(entry('mfe_account', A2), new Error('active down'));
      modules.set(entry('mfe_account', A1), accountPages(A1));
      const { remotePage } = await shell();
      show(remotePage('mfe_account', 'ProfilePage'));
      expect(await screen.findByText(`profile ${A1}`)).toBeTruthy();
      await waitFor(() => expect(reportAuth).toEqual([{ xsrf: 'xsrf-of-this-session', credentials: 'same-origin' }]));
    } finally {
      document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('loads the fallback when an exposed module of the active release does not load', async () => {
    modules.set(entry('mfe_account', A2), { SubscriptionPage: page('plan') });
    modules.set(entry('mfe_account', A1), accountPages(A1));
    const { remotePage } = await shell();
    show(remotePage('mfe_account', 'ProfilePage'));
    expect(await screen.findByText(`profile ${A1}`)).toBeTruthy();
    expect(reports).toEqual([{ remote: 'mfe_account', version: A2, stage: 'load', message: 'no ProfilePage' }]);
  });

  it('swaps to the fallback when the active page throws while rendering, reports it, and never shows Retry', async () => {
    modules.set(entry('mfe_account', A2), { ProfilePage: broken('render boom'), SubscriptionPage: page(`plan ${A2}`) });
    modules.set(entry('mfe_account', A1), accountPages(A1));
    const { remotePage } = await shell();
    // Every element ever added, even one removed again before the observer's callback runs.
    const seen: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) seen.push(n.outerHTML);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const view = show(remotePage('mfe_account', 'ProfilePage'));
    expect(await screen.findByText(`profile ${A1}`)).toBeTruthy();
    observer.disconnect();
    expect(seen.join('')).toContain(`profile ${A1}`);
    expect(seen.join('')).not.toMatch(/role="alert"|Retry/);
    expect(reports).toEqual([{ remote: 'mfe_account', version: A2, stage: 'render', message: 'render boom' }]);
    view.unmount();
    // The remote's other pages stay on the fallback too, though the active release has a working one.
    show(remotePage('mfe_account', 'SubscriptionPage'));
    expect(await screen.findByText(`plan ${A1}`)).toBeTruthy();
  });

  it('shows the Retry panel when the fallback fails too, and Retry starts over from the active release', async () => {
    modules.set(entry('mfe_account', A2), new Error('active down'));
    modules.set(entry('mfe_account', A1), { ProfilePage: broken('old boom') });
    const { remotePage } = await shell();
    show(remotePage('mfe_account', 'ProfilePage'));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(reports).toEqual([
      { remote: 'mfe_account', version: A2, stage: 'load', message: 'active down' },
      { remote: 'mfe_account', version: A1, stage: 'render', message: 'old boom' },
    ]);

    modules.set(`${entry('mfe_account', A2)}?retry=1`, accountPages(A2));
    await userEvent.click(retry);
    expect(await screen.findByText(`profile ${A2}`)).toBeTruthy();
    expect(runtime.registered.get('mfe_account')).toBe(`${entry('mfe_account', A2)}?retry=1`);
  });

  it('shows the Retry panel when the active release fails and there is no fallback, and leaves other remotes alone', async () => {
    modules.set(entry('mfe_commerce', C1), { OrdersPage: broken('orders boom') });
    modules.set(entry('mfe_account', A2), accountPages(A2));
    const { remotePage } = await shell();
    const view = show(remotePage('mfe_commerce', 'OrdersPage'));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(reports).toEqual([{ remote: 'mfe_commerce', version: C1, stage: 'render', message: 'orders boom' }]);
    view.unmount();

    show(remotePage('mfe_account', 'ProfilePage'));
    expect(await screen.findByText(`profile ${A2}`)).toBeTruthy();
    expect(runtime.registered.get('mfe_account')).toBe(entry('mfe_account', A2));
  });

  it('a failing remote does not move another one to its fallback', async () => {
    modules.set(entry('mfe_commerce', C1), new Error('commerce down'));
    modules.set(entry('mfe_account', A2), accountPages(A2));
    modules.set(entry('mfe_account', A1), accountPages(A1));
    const { remotePage } = await shell();
    const view = show(remotePage('mfe_commerce', 'OrdersPage'));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    view.unmount();
    show(remotePage('mfe_account', 'SubscriptionPage'));
    expect(await screen.findByText(`plan ${A2}`)).toBeTruthy();
  });
});
