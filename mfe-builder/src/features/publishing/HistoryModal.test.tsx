import type { Publication } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@app/remote-kit/test';
import { publishingMocks } from '../../test/fixtures';
import { HistoryModal } from './HistoryModal';
import { hasUnsaved, setDirty } from '../../shared/unsaved.store';
import { loadPublishing, resetPublishing } from './publishing.store';

const ago = (min: number) => new Date(Date.now() - min * 60_000).toISOString();
const pub = (id: number, note: string, min: number, is_live = false): Publication => ({
  id,
  hash: `h${id}`,
  note,
  author: 'merchant1',
  created_at: ago(min),
  is_live,
});

function history(liveId: number) {
  const items = [pub(5, 'Autumn sale', 5), pub(4, '', 120), pub(3, 'Store created', 60 * 24 * 3)];
  return { items: items.map((p) => ({ ...p, is_live: p.id === liveId })), total: 3, page: 1, limit: 20 };
}

describe('history', () => {
  beforeEach(() => resetPublishing());

  it('lists publications newest first with note, author, time and the Live badge', async () => {
    mockApi({ ...publishingMocks(), 'GET /website/publications': { body: history(5) } });
    renderPage(<HistoryModal onClose={vi.fn()} onRestored={vi.fn()} />);
    const rows = await screen.findAllByTestId('publication');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Autumn saleLive5 minutes ago · by merchant1Restore to draft$/),
      expect.stringMatching(/^No note2 hours ago · by merchant1Roll backRestore to draft$/),
      expect.stringMatching(/^Store created3 days ago · by merchant1Roll backRestore to draft$/),
    ]);
  });

  it('rolls back after a confirmation that traps focus, sending the live id it saw', async () => {
    let live = 5;
    const { calls } = mockApi({
      ...publishingMocks(),
      'GET /website/publications': () => ({ body: history(live) }),
      'POST /website/publications/*/rollback': () => ((live = 4), { body: { publication: pub(4, '', 120, true) } }),
    });
    await loadPublishing();
    const user = userEvent.setup({ delay: null });
    renderPage(<HistoryModal onClose={vi.fn()} onRestored={vi.fn()} />);
    const second = (await screen.findAllByTestId('publication'))[1];
    await user.click(within(second).getByRole('button', { name: 'Roll back' }));
    const confirm = screen.getByRole('dialog', { name: 'Make this version live?' });
    expect(confirm.textContent).toContain('the version published 2 hours ago');
    // Tab cycles inside the confirmation: Roll back, Cancel, and back to Roll back.
    const [yes, no] = within(confirm).getAllByRole('button');
    await user.tab();
    expect(document.activeElement).toBe(yes);
    await user.tab();
    expect(document.activeElement).toBe(no);
    await user.tab();
    expect(document.activeElement).toBe(yes);
    // Cancel sends nothing.
    await user.click(no);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(within(second).getByRole('button', { name: 'Roll back' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Make this version live?' })).getByRole('button', { name: 'Roll back' }));
    await screen.findByText('That version is live again');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/website/publications/4/rollback');
    expect(post.body).toEqual({ expected_live_id: 5 });
    await waitFor(() => expect(within(screen.getAllByTestId('publication')[1]).queryByText('Live')).toBeTruthy());
  });

  it('restores a publication to the draft after a confirmation, then the builder reloads its forms', async () => {
    const onRestored = vi.fn();
    const { calls } = mockApi({
      ...publishingMocks(),
      'GET /website/publications': { body: history(5) },
      'POST /website/publications/*/restore': { body: { publication: pub(3, 'Store created', 4320) } },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<HistoryModal onClose={vi.fn()} onRestored={onRestored} />);
    const third = (await screen.findAllByTestId('publication'))[2];
    await user.click(within(third).getByRole('button', { name: 'Restore to draft' }));
    const confirm = screen.getByRole('dialog', { name: 'Restore this version to your draft?' });
    expect(confirm.textContent).toContain('Nothing goes live until you publish');
    expect(confirm.textContent).not.toContain('unsaved edits');
    await user.click(within(confirm).getByRole('button', { name: 'Restore to draft' }));
    await screen.findByText('That version is now your draft');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/website/publications/3/restore']);
    expect(onRestored).toHaveBeenCalledTimes(1);
  });

  it('warns that unsaved edits are lost before a restore, and drops them once it is done', async () => {
    mockApi({
      ...publishingMocks(),
      'GET /website/publications': { body: history(5) },
      'POST /website/publications/*/restore': { body: { publication: pub(3, 'Store created', 4320) } },
    });
    setDirty('hero', true);
    const user = userEvent.setup({ delay: null });
    renderPage(<HistoryModal onClose={vi.fn()} onRestored={vi.fn()} />);
    const third = (await screen.findAllByTestId('publication'))[2];
    await user.click(within(third).getByRole('button', { name: 'Restore to draft' }));
    const confirm = screen.getByRole('dialog', { name: 'Restore this version to your draft?' });
    expect(confirm.textContent).toContain('You also have unsaved edits in the builder: they will be lost.');
    await user.click(within(confirm).getByRole('button', { name: 'Restore to draft' }));
    await screen.findByText('That version is now your draft');
    expect(hasUnsaved()).toBe(false);
  });
});
