import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@app/remote-kit/test';
import { SectionModal } from './SectionModal';

const page = { id: 5, title: 'About us', slug: 'about-us', meta_title: '', meta_description: '', is_published: true };

describe('Section modal', () => {
  it('text and form have editors; image, gallery, video and cta are offered disabled as future', () => {
    mockApi({});
    renderPage(<SectionModal pageId={5} section={null} nextOrder={0} onClose={vi.fn()} />);
    const options = Array.from((screen.getByLabelText('Type') as HTMLSelectElement).options).map((o) => [
      o.value,
      o.disabled,
      o.textContent,
    ]);
    expect(options).toEqual([
      ['text', false, 'Text'],
      ['form', false, 'Form'],
      ['image', true, 'Image (coming soon)'],
      ['gallery', true, 'Gallery (coming soon)'],
      ['video', true, 'Video (coming soon)'],
      ['cta', true, 'Call to action (coming soon)'],
    ]);
    expect(Array.from((screen.getByLabelText('Order') as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
  });

  it('changing the type clears the content; rows with blank keys are not sent; the list is read again', async () => {
    const onClose = vi.fn();
    const { calls } = mockApi({
      'POST /website/pages/5/sections': (body) => ({ body: { id: 1, page_id: 5, ...body } }),
      'GET /website/pages/5': { body: { ...page, sections: [] } },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<SectionModal pageId={5} section={null} nextOrder={3} onClose={onClose} />);
    await user.type(screen.getByLabelText('Section title'), 'Contact form');
    await user.type(screen.getByLabelText('Text'), 'will be cleared');
    await user.selectOptions(screen.getByLabelText('Type'), 'form');
    expect(screen.queryByLabelText('Text')).toBeNull();
    await user.type(screen.getByLabelText('Field 1 key'), 'email');
    await user.type(screen.getByLabelText('Field 1 value'), 'shop@example.com');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(screen.getByLabelText('Field 2 value'), 'no key');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(screen.getByLabelText('Field 3 key'), '   ');
    await user.selectOptions(screen.getByLabelText('Type'), 'text');
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('');
    await user.selectOptions(screen.getByLabelText('Type'), 'form');
    expect(screen.queryByLabelText('Field 2 key')).toBeNull();
    expect((screen.getByLabelText('Field 1 key') as HTMLInputElement).value).toBe('');
    await user.type(screen.getByLabelText('Field 1 key'), 'email');
    await user.type(screen.getByLabelText('Field 1 value'), 'shop@example.com');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(screen.getByLabelText('Field 2 value'), 'dropped');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await screen.findByText('Section Created Successfully');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { title: 'Contact form', type: 'form', order: 3, content: { email: 'shop@example.com' }, page_id: 5 },
    });
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /website/pages/5'));
    expect(onClose).toHaveBeenCalled();
  });

  it('a title is required; a refused save keeps the modal open with the reason', async () => {
    const onClose = vi.fn();
    mockApi({ 'PUT /website/pages/5/sections/8': { status: 404, body: { message: 'Section not found', code: 'section_not_found' } } });
    const user = userEvent.setup({ delay: null });
    renderPage(
      <SectionModal
        pageId={5}
        section={{ id: 8, page_id: 5, title: 'Old', type: 'text', content: { text: 'Body' }, order: 1 }}
        nextOrder={0}
        onClose={onClose}
      />,
    );
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('Body');
    await user.clear(screen.getByLabelText('Section title'));
    await user.click(screen.getByRole('button', { name: 'Save section' }));
    expect(document.getElementById(`${screen.getByLabelText('Section title').id}-error`)?.textContent).toBe('Title is required');
    await user.type(screen.getByLabelText('Section title'), 'New');
    await user.click(screen.getByRole('button', { name: 'Save section' }));
    expect((await screen.findAllByText('Section not found')).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Section title') as HTMLInputElement).value).toBe('New');
  });
});
