import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@app/remote-kit/test';
import { parseTtl, PreviewLinksModal } from './PreviewLinksModal';

const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

describe('preview links', () => {
  it('accepts whole hours from 1 to 168', () => {
    expect(['1', '24', '168', ' 5 '].map(parseTtl)).toEqual([1, 24, 168, 5]);
    expect(['0', '169', '1.5', '-2', 'x', ''].map(parseTtl)).toEqual([null, null, null, null, null, null]);
  });

  it('creates a link (24 hours unless changed), copies it, lists and revokes after a confirmation', async () => {
    let revoked: string | null = null;
    const link = { id: 3, expires_at: inHours(24), revoked_at: null as string | null, created_at: inHours(0) };
    const old = { id: 2, expires_at: inHours(-1), revoked_at: null, created_at: inHours(-25) };
    let created = false;
    const { calls } = mockApi({
      'GET /website/preview-links': () => ({ body: { items: created ? [{ ...link, revoked_at: revoked }, old] : [old] } }),
      'POST /website/preview-links': () => ((created = true), { status: 201, body: { ...link, url: '/published/my-shop?preview=tok' } }),
      'DELETE /website/preview-links/*': () => ((revoked = inHours(0)), { status: 200 }),
    });
    const user = userEvent.setup({ delay: null });
    // After setup: user-event installs a clipboard of its own.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<PreviewLinksModal onClose={vi.fn()} />);
    expect((await screen.findAllByTestId('preview-link')).map((li) => li.textContent)).toEqual(['Expired']);

    const ttl = screen.getByLabelText('Valid for (hours)') as HTMLInputElement;
    expect(ttl.value).toBe('24');
    await user.clear(ttl);
    await user.type(ttl, '169');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByText('Enter a whole number of hours from 1 to 168.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.clear(ttl);
    await user.type(ttl, '24');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await screen.findByText('Preview link created');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ ttl_hours: 24 });
    const url = `${window.location.origin}/published/my-shop?preview=tok`;
    expect((screen.getByLabelText('New preview link') as HTMLInputElement).value).toBe(url);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));

    const rows = await screen.findAllByTestId('preview-link');
    expect(rows[0].textContent).toMatch(/^Expires .+Revoke$/);
    await user.click(within(rows[0]).getByRole('button', { name: 'Revoke' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke this preview link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('Preview link revoked');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/website/preview-links/3']);
    await waitFor(() => expect(screen.getAllByTestId('preview-link')[0].textContent).toBe('Revoked'));
  });
});
