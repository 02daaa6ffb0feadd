import type { Section } from '@app/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@app/remote-kit/test';
import { SectionsEditor } from './SectionsEditor';
import { sectionsState } from './sections.store';

const page = { id: 5, title: 'About us', slug: 'about-us', meta_title: '', meta_description: '', is_published: true };
const s = (id: number, order: number): Section => ({
  id,
  page_id: 5,
  title: `Section ${id}`,
  type: 'text',
  content: { text: `Body ${id}` },
  order,
});

/** A server holding the page's sections: PUT changes one, DELETE removes one, GET lists them in order. */
function serverWith(sections: Section[]) {
  let rows = sections.map((x) => ({ ...x }));
  const api = mockApi({
    'GET /website/pages/5': () => ({ body: { ...page, sections: [...rows].sort((a, b) => a.order - b.order || a.id - b.id) } }),
    'PUT /website/pages/5/sections/*': (body, { path }) => {
      const id = Number(path.split('/').pop());
      rows = rows.map((r) => (r.id === id ? { ...r, ...body } : r));
      return { body: rows.find((r) => r.id === id) };
    },
    'DELETE /website/pages/5/sections/*': (_b, { path }) => {
      rows = rows.filter((r) => r.id !== Number(path.split('/').pop()));
      return { body: { message: 'Section deleted' } };
    },
  });
  return { ...api, rows: () => rows };
}

const titles = () => screen.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent);

describe('Sections of a page', () => {
  beforeEach(() => {
    sectionsState.pages = {};
  });

  it('delete asks "Are you sure you want to delete this section?" and does nothing when refused', async () => {
    const server = serverWith([s(1, 0), s(2, 1)]);
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup({ delay: null });
    renderPage(<SectionsEditor pageId={5} />);
    await screen.findByText('Section 2');
    await user.click(screen.getByRole('button', { name: 'Delete Section 1' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this section?');
    expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete Section 1' }));
    await screen.findByText('Section deleted');
    await waitFor(() => expect(titles()).toEqual(['Section 2']));
    // the list was read again after the delete
    expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  describe('keyboard reordering', () => {
    // jsdom lays nothing out: give each section row a place, 60 px apart, so dnd-kit can find its neighbours.
    const original = Element.prototype.getBoundingClientRect;
    beforeEach(() => {
      Element.prototype.getBoundingClientRect = function (this: Element) {
        const row = this.closest('[data-section-id]');
        if (!row) return original.call(this);
        const index = Array.from(row.parentElement!.children).indexOf(row);
        const top = index * 60;
        return { x: 0, y: top, top, left: 0, right: 400, bottom: top + 50, width: 400, height: 50, toJSON: () => ({}) } as DOMRect;
      };
    });
    afterEach(() => {
      Element.prototype.getBoundingClientRect = original;
    });

    it('Space picks a section up, ArrowDown moves it, Space drops it: the new order is saved and read back', async () => {
      const server = serverWith([s(1, 0), s(2, 1), s(3, 2)]);
      renderPage(<SectionsEditor pageId={5} />);
      await screen.findByText('Section 3');
      expect(titles()).toEqual(['Section 1', 'Section 2', 'Section 3']);
      const handle = screen.getByRole('button', { name: 'Move Section 1' });
      handle.focus();
      const press = async (code: string) => {
        await act(async () => {
          fireEvent.keyDown(document.activeElement ?? handle, { code, key: code === 'Space' ? ' ' : code });
          await new Promise((r) => setTimeout(r, 20));
        });
      };
      await press('Space');
      await press('ArrowDown');
      await press('ArrowDown');
      await press('Space');
      await screen.findByText('Section order saved');
      expect(titles()).toEqual(['Section 2', 'Section 3', 'Section 1']);
      const puts = server.calls.filter((c) => c.method === 'PUT');
      expect(puts.map((c) => [c.path, c.body.order])).toEqual([
        ['/website/pages/5/sections/2', 0],
        ['/website/pages/5/sections/3', 1],
        ['/website/pages/5/sections/1', 2],
      ]);
      expect(puts[0].body).toEqual({ title: 'Section 2', type: 'text', order: 0, content: { text: 'Body 2' } });
      expect(
        server
          .rows()
          .sort((a, b) => a.order - b.order)
          .map((r) => r.id),
      ).toEqual([2, 3, 1]);
    });
  });
});
