import type { PublishingState } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@app/remote-kit/test';
import { publishingMocks } from '../../test/fixtures';
import { PublishBar } from './PublishBar';
import { resetPublishing } from './publishing.store';

const CHANGES: PublishingState['changes'] = [
  { resource: 'website', id: 42, title: 'My new shop', change: 'changed' },
  { resource: 'section', id: 9, title: 'Our story', change: 'added' },
];
const state = (over: Partial<PublishingState> = {}) => publishingMocks(over)['GET /website/publishing'].body;
const localInput = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

describe('publish bar', () => {
  // The dialogs are a lazy chunk: loaded once up front, so the first test does not wait on the transform.
  beforeAll(() => import('./dialogs'));
  beforeEach(() => resetPublishing());

  it('shows when the store was published and lists the unpublished changes', async () => {
    mockApi(publishingMocks({ has_unpublished_changes: true, changes: CHANGES }));
    const user = userEvent.setup({ delay: null });
    renderPage(<PublishBar onRestored={vi.fn()} />);
    expect((await screen.findByTestId('publish-live')).textContent).toBe('Published 5 minutes ago');
    await user.click(screen.getByRole('button', { name: '2 unpublished changes' }));
    const list = within(await screen.findByRole('dialog', { name: 'Unpublished changes' })).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['WebsiteMy new shopchanged', 'SectionOur storyadded']);
  });

  it('says "Not published" and "1 unpublished change" in the singular', async () => {
    mockApi(publishingMocks({ live: null, changes: CHANGES.slice(0, 1) }));
    renderPage(<PublishBar onRestored={vi.fn()} />);
    expect((await screen.findByTestId('publish-live')).textContent).toBe('Not published');
    expect(screen.getByRole('button', { name: '1 unpublished change' })).toBeTruthy();
  });

  it('publishes with the note and the live id it saw, then reads the state again', async () => {
    let published = false;
    const { calls } = mockApi({
      'GET /website/publishing': () => ({ body: published ? state() : state({ changes: CHANGES }) }),
      'POST /website/publish': () => ((published = true), { status: 201, body: { publication: state().live } }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<PublishBar onRestored={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.type(await screen.findByLabelText('Note (optional)'), 'Autumn sale');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await screen.findByText('Your store is published');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Autumn sale', expected_live_id: 5 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await screen.findByTestId('publish-changes')).textContent).toBe('No unpublished changes');
  });

  it('on 409 publish_conflict says someone else published and shows the new live state', async () => {
    let conflicted = false;
    const { calls } = mockApi({
      'GET /website/publishing': () => ({
        body: conflicted ? state({ live: { ...state().live!, id: 6, created_at: new Date().toISOString() } }) : state(),
      }),
      'POST /website/publish': () => (
        (conflicted = true),
        { status: 409, body: { message: 'Someone published in the meantime.', code: 'publish_conflict' } }
      ),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<PublishBar onRestored={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish your store' });
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^Someone else published in the meantime/);
    await waitFor(() => expect(screen.getByTestId('publish-live').textContent).toBe('Published now'));
    expect(calls.filter((c) => c.path === '/website/publishing')).toHaveLength(2);
  });

  it('schedules only a future time within a year; the bar shows it and Cancel asks first', async () => {
    let scheduled: string | null = null;
    const { calls } = mockApi({
      'GET /website/publishing': () => ({ body: state({ scheduled: scheduled ? { publication_id: 7, at: scheduled } : null }) }),
      'POST /website/publish': (b: { at: string }) => ((scheduled = b.at), { status: 202, body: { publication: {}, scheduled_at: b.at } }),
      // 200, not 204: the mock answers every call with a JSON body, which a 204 cannot carry.
      'DELETE /website/publish/schedule': () => ((scheduled = null), { status: 200 }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<PublishBar onRestored={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const field = await screen.findByLabelText('Date and time');
    const tryAt = async (value: string) => {
      fireEvent.change(field, { target: { value } });
      await user.click(screen.getByRole('button', { name: 'Schedule' }));
    };
    await tryAt('');
    expect(screen.getByText('Pick a date and time.')).toBeTruthy();
    await tryAt(localInput(Date.now() - 3600_000));
    expect(screen.getByText('Pick a time in the future.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await tryAt(localInput(Date.now() + 400 * 86_400_000));
    expect(screen.getByText('Pick a time within a year.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const at = Date.now() + 2 * 86_400_000;
    await tryAt(localInput(at));
    await screen.findByText(/^Publish scheduled for/);
    const sent = calls.find((c) => c.method === 'POST')!.body as { at: string };
    expect(Math.abs(Date.parse(sent.at) - at)).toBeLessThan(60_000);
    expect((await screen.findByTestId('publish-scheduled')).textContent).toMatch(/^Scheduled for /);
    await user.click(screen.getByRole('button', { name: 'Cancel schedule' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the scheduled publish?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel schedule' }));
    await screen.findByText('Scheduled publish canceled');
    await waitFor(() => expect(screen.queryByTestId('publish-scheduled')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('reads the state again once a scheduled publish is due, and shows it live without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const at = new Date(Date.now() + 2 * 60_000).toISOString();
      let reads = 0;
      mockApi({
        'GET /website/publishing': () => {
          reads++;
          // The cron is late the first time: still scheduled; then it is live.
          return { body: reads <= 2 ? state({ scheduled: { publication_id: 6, at }, changes: [] }) : state({ scheduled: null }) };
        },
      });
      renderPage(<PublishBar onRestored={vi.fn()} />);
      await screen.findByTestId('publish-scheduled');
      expect(reads).toBe(1);
      await vi.advanceTimersByTimeAsync(2 * 60_000 + 65_000);
      expect(reads).toBe(2);
      expect(screen.getByTestId('publish-scheduled')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(65_000);
      expect(reads).toBe(3);
      await waitFor(() => expect(screen.queryByTestId('publish-scheduled')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });
});
