import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '@app/remote-kit/test';
import { DomainPanel } from './DomainPanel';
import { domainState } from './domain.store';

const TARGET = 'customers.platform.test';
const pending = (hostname: string, status = 'pending') => ({
  target: TARGET,
  hostname: {
    hostname,
    status,
    ssl_status: status === 'active' ? 'active' : 'pending_validation',
    records: [
      { type: 'CNAME', name: hostname, value: TARGET },
      { type: 'TXT', name: `_cf-custom-hostname.${hostname}`, value: 'abc123' },
    ],
    errors: status === 'active' ? [] : ['custom hostname does not CNAME to this zone.'],
    created_at: '2026-11-29T02:00:00.000Z',
    checked_at: '2026-11-29T02:00:00.000Z',
  },
});

describe('custom domain panel', () => {
  beforeEach(() => {
    domainState.answer = null;
    domainState.loadError = null;
    domainState.busy = false;
  });

  it('adds a domain and shows the records to create, then checks it until active', async () => {
    let status = 'pending';
    const { calls } = mockApi({
      'GET /website/custom-hostname': { body: { target: TARGET, hostname: null } },
      'POST /website/custom-hostname': (body: { hostname: string }) => ({ status: 201, body: pending(body.hostname) }),
      'POST /website/custom-hostname/refresh': () => ({ body: pending('shop.example.com', status) }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<DomainPanel />);
    expect((await screen.findByText(/a CNAME pointing to customers\.platform\.test/)).textContent).toBeTruthy();
    // Not a domain: said at the field, nothing sent.
    await user.type(screen.getByLabelText('Your domain'), 'https://shop.example.com/x');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(screen.getByLabelText('Your domain').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Enter a domain name you own/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(screen.getByLabelText('Your domain'));
    await user.type(screen.getByLabelText('Your domain'), 'shop.example.com');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByTestId('domain-status')).toHaveProperty('textContent', 'Waiting for DNS records');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ hostname: 'shop.example.com' });
    const records = within(screen.getByLabelText('DNS records to create'));
    expect(records.getByText('Value: customers.platform.test')).toBeTruthy();
    expect(records.getByText('Name: _cf-custom-hostname.shop.example.com')).toBeTruthy();
    status = 'active';
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
  });

  it("shows the server's refusal at the field (a domain another store holds)", async () => {
    mockApi({
      'GET /website/custom-hostname': { body: { target: TARGET, hostname: null } },
      'POST /website/custom-hostname': {
        status: 409,
        body: {
          message: 'Another store already uses this domain.',
          code: 'hostname_taken',
          detail: [{ loc: ['body', 'hostname'], msg: 'x' }],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<DomainPanel />);
    await user.type(await screen.findByLabelText('Your domain'), 'taken.example.com');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('Another store already uses this domain.')).toBeTruthy();
    expect(screen.getByLabelText('Your domain').getAttribute('aria-describedby')).toBe('custom-hostname-error');
  });

  it('removes the domain', async () => {
    const { calls } = mockApi({
      'GET /website/custom-hostname': { body: pending('shop.example.com', 'active') },
      'DELETE /website/custom-hostname': { status: 200 }, // the API answers 204; the mock's Response always has a body
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<DomainPanel />);
    await user.click(await screen.findByRole('button', { name: 'Remove domain' }));
    expect(await screen.findByLabelText('Your domain')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
