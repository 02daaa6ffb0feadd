import { changeLanguage } from '@app/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Answer, type Handler, mockApi, renderPage, USER } from '@app/remote-kit/test';
import { InboxPage } from './InboxPage';

function message(id: number, over: Record<string, unknown> = {}) {
  return {
    id,
    section_id: 9,
    section_title: 'Write to us',
    page_slug: 'contact-us',
    fields: { name: 'Ada', email: 'ada@example.com', message: `Hello number ${id}` },
    email: 'ada@example.com',
    read: false,
    created_at: '2026-11-21T09:30:00.000Z',
    ...over,
  };
}

/** A small in-memory inbox behind the mocked API: list (with unread), mark read, delete. */
function inbox(count: number, readIds: number[] = []) {
  let items = Array.from({ length: count }, (_, i) => message(count - i, { read: readIds.includes(count - i) }));
  const list: Handler = (_body, { query: q }): Answer => {
    const page = Number(q.page ?? 1);
    const limit = Number(q.limit ?? 10);
    return {
      body: {
        items: items.slice((page - 1) * limit, page * limit),
        total: items.length,
        unread: items.filter((m) => !m.read).length,
        page,
        limit,
      },
    };
  };
  const routes: Record<string, Handler> = { 'GET /website/messages': list };
  for (const m of items) {
    routes[`PUT /website/messages/${m.id}`] = () => {
      items = items.map((x) => (x.id === m.id ? { ...x, read: true } : x));
      return { body: items.find((x) => x.id === m.id) };
    };
    routes[`DELETE /website/messages/${m.id}`] = () => {
      items = items.filter((x) => x.id !== m.id);
      return { status: 200 }; // the API answers 204; the mock's Response always has a body
    };
  }
  return routes;
}

const entries = () => screen.getAllByTestId('message');

describe('InboxPage (/inbox)', () => {
  it('lists messages newest first, unread ones marked "New", with the page, the section and a preview', async () => {
    mockApi(inbox(3, [1]));
    const onUnread = vi.fn();
    renderPage(<InboxPage user={USER} onUnreadChange={onUnread} />, { path: '/inbox' });
    await screen.findByRole('list', { name: 'Messages, page 1' });
    expect(entries().map((e) => e.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    const first = entries()[0];
    expect(within(first).getByText('New')).toBeTruthy();
    expect(within(first).getByText('Write to us on /contact-us')).toBeTruthy();
    expect(within(first).getByText('Ada')).toBeTruthy();
    expect(within(entries()[2]).queryByText('New')).toBeNull();
    expect(within(first).getByRole('button').textContent).toMatch(/Nov 21, 2026/);
    expect(screen.getByText('2 unread messages.')).toBeTruthy();
    expect(onUnread).toHaveBeenLastCalledWith(2);
  });

  it('opening a message shows its fields as label and value and marks it read (PUT {read: true}) once', async () => {
    const { fetchMock } = mockApi(inbox(2));
    const onUnread = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderPage(<InboxPage user={USER} onUnreadChange={onUnread} />, { path: '/inbox' });
    await screen.findAllByTestId('message');
    const head = within(entries()[0]).getByRole('button', { name: /Write to us/ });
    expect(head.getAttribute('aria-expanded')).toBe('false');
    await user.click(head);
    expect(head.getAttribute('aria-expanded')).toBe('true');
    const terms = within(entries()[0])
      .getAllByRole('term')
      .map((d) => d.textContent);
    const values = within(entries()[0])
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['name', 'email', 'message', 'Email']);
    expect(values).toEqual(['Ada', 'ada@example.com', 'Hello number 2', 'ada@example.com']);
    await waitFor(() => expect(entries()[0].getAttribute('data-read')).toBe('true'));
    expect(onUnread).toHaveBeenLastCalledWith(1);
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([url, init]) => [new URL(String(url)).pathname, init?.body])).toEqual([['/api/website/messages/2', '{"read":true}']]);
    // Closing and opening again does not ask again.
    await user.click(head);
    await user.click(head);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });

  it('Reply opens the merchant’s mail to the sender, "Re:" the form, the message quoted; none without an email (#34 item 5)', async () => {
    await changeLanguage('es');
    const routes = inbox(2);
    const list = routes['GET /website/messages']!;
    routes['GET /website/messages'] = (body, req) => {
      const answer = list(body, req) as { body: { items: { id: number; email: string; fields: Record<string, string> }[] } };
      answer.body.items = answer.body.items.map((m) =>
        m.id === 2 ? { ...m, fields: { name: 'Ada', message: 'Line one\nLine two & more' } } : { ...m, email: '' },
      );
      return answer;
    };
    mockApi(routes);
    const user = userEvent.setup({ delay: null });
    renderPage(<InboxPage user={USER} />, { path: '/inbox' });
    await screen.findAllByTestId('message');
    await user.click(within(entries()[0]).getByRole('button', { name: /Write to us/ }));
    const reply = within(entries()[0]).getByRole('link', { name: 'Responder a ada@example.com' });
    const href = new URL(reply.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(decodeURIComponent(href.pathname)).toBe('ada@example.com');
    expect(href.search).not.toContain('+');
    const q = Object.fromEntries(
      href.search
        .slice(1)
        .split('&')
        .map((kv) => kv.split('=').map(decodeURIComponent)),
    );
    expect(q.subject).toBe('Re: Write to us');
    expect(q.body).toMatch(/^\r\n\r\nEl .+ escribiste:\r\n> name: Ada\r\n> message: Line one\r\n> Line two & more$/);
    await user.click(within(entries()[1]).getByRole('button', { name: /Write to us/ }));
    expect(within(entries()[1]).queryByRole('link')).toBeNull();
    expect(within(entries()[1]).getByText('No indicado (enviado antes de que el formulario lo pidiera)')).toBeTruthy();
  });

  it('delete asks first: Cancel keeps the message, Delete removes it with a toast and the list reloads', async () => {
    const { fetchMock } = mockApi(inbox(2));
    const user = userEvent.setup({ delay: null });
    renderPage(<InboxPage user={USER} />, { path: '/inbox' });
    await screen.findAllByTestId('message');
    await user.click(within(entries()[0]).getByRole('button', { name: /Write to us/ }));
    await user.click(within(entries()[0]).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(entries()[0]).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete message' }));
    await screen.findByText('Message deleted');
    await waitFor(() => expect(entries()).toHaveLength(1));
    await user.click(within(entries()[0]).getByRole('button', { name: /Write to us/ }));
    expect(within(entries()[0]).getByText('Hello number 1')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => new URL(String(url)).pathname)).toEqual([
      '/api/website/messages/2',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('text from shoppers is shown as text, never as markup', async () => {
    mockApi({
      'GET /website/messages': {
        body: {
          items: [message(1, { fields: { message: '<img src=x onerror=alert(1)><b>hi</b>' } })],
          total: 1,
          unread: 1,
          page: 1,
          limit: 10,
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const view = renderPage(<InboxPage user={USER} />, { path: '/inbox' });
    await user.click(await screen.findByRole('button', { name: /Write to us/ }));
    expect(screen.getAllByRole('definition')[0]!.textContent).toBe('<img src=x onerror=alert(1)><b>hi</b>');
    expect(view.container.querySelector('img, b')).toBeNull();
  });

  it('empty, no website yet, and errors, in Amharic too', async () => {
    mockApi({ 'GET /website/messages': { body: { items: [], total: 0, unread: 0, page: 1, limit: 10 } } });
    let view = renderPage(<InboxPage user={USER} />, { path: '/inbox' });
    await screen.findByText(/^No messages yet\. They appear here/);
    view.unmount();
    mockApi({ 'GET /website/messages': { status: 404, body: { message: 'Website not found', code: 'website_not_found' } } });
    view = renderPage(<InboxPage user={USER} />, { path: '/inbox' });
    await screen.findByText(/create your website and add a contact form/);
    view.unmount();
    await changeLanguage('am');
    mockApi({ 'GET /website/messages': { status: 500, body: {} } });
    renderPage(<InboxPage user={USER} />, { path: '/inbox' });
    expect((await screen.findByRole('alert')).textContent).toBe('ስህተት፦ መልዕክቶችን ማምጣት አልተቻለም');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('የመልዕክት ሳጥን');
  });
});
