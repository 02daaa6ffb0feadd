import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, renderPage } from '@app/remote-kit/test';
import { makeWebsite, standardNavs } from '../../test/fixtures';
import { HeaderFooterPanel } from './HeaderFooterPanel';

const errorOf = (el: HTMLElement) => document.getElementById(`${el.id}-error`)?.textContent;
const titles = () => screen.getAllByLabelText(/^Item \d+ title$/).map((i) => (i as HTMLInputElement).value);

describe('Footer panel', () => {
  it('saved items are edited in place; a new item is saved with them; toast after the answer', async () => {
    const gate = deferred({ body: {} });
    const { calls } = mockApi({ 'PUT /website/footer': gate.handler, 'GET /website/': { body: makeWebsite() } });
    const user = userEvent.setup({ delay: null });
    renderPage(<HeaderFooterPanel kind="footer" website={makeWebsite()} />);
    expect(screen.getByLabelText('HTML content', { exact: false })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    const first = screen.getByLabelText('Item 1 title') as HTMLInputElement;
    expect(first.readOnly).toBe(false);
    await user.clear(first);
    await user.type(first, 'Who we are');

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByLabelText('Item 4 title'), 'Blog');
    await user.type(screen.getByLabelText('Item 4 link'), '/blog');
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    await user.click(screen.getByRole('button', { name: 'Update footer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      html_content: '',
      navs: [
        { title: 'Who we are', link: 'about-us' },
        { title: 'Policy', link: 'policy' },
        { title: 'Blog', link: '/blog' },
      ],
    });
    // DESIGN overrides SPEC's "Footer Updated immediately": not before the server has answered.
    expect(screen.queryByText('Footer Updated')).toBeNull();
    gate.release();
    await screen.findByText('Footer Updated');
  });

  it('once the footer exists there is no Create tab, only its update form', () => {
    mockApi({});
    renderPage(<HeaderFooterPanel kind="footer" website={makeWebsite()} />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create footer' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Update footer' })).toBeTruthy();
  });

  it('a blank item and a javascript: link are refused before any call (the create form of a store with no footer)', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPage(<HeaderFooterPanel kind="footer" website={makeWebsite({ footer: null })} />);
    const form = screen.getByRole('form', { name: 'Create footer' });
    await user.click(within(form).getByRole('button', { name: 'Create footer' }));
    expect(errorOf(screen.getByLabelText('Item 1 title'))).toBe('Each navigation item needs a title');
    expect(errorOf(screen.getByLabelText('Item 1 link'))).toBe('Each navigation item needs a link');
    await user.type(screen.getByLabelText('Item 1 title'), 'Evil');
    await user.type(screen.getByLabelText('Item 1 link'), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Create footer' }));
    expect(errorOf(screen.getByLabelText('Item 1 link'))).toBe('Links must be a relative path or an http(s) URL');
    expect(calls).toEqual([]);
  });
});

describe('Header panel', () => {
  it("items are editable; the server's message is shown and the typed values stay", async () => {
    mockApi({
      'PUT /website/header': {
        status: 400,
        body: { message: 'Links must be a relative path or an http(s) URL', code: 'validation_failed' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<HeaderFooterPanel kind="header" website={makeWebsite({ header: { html_content: '<i>x</i>', navs: standardNavs() } })} />);
    const title = screen.getByLabelText('Item 1 title') as HTMLInputElement;
    expect(title.readOnly).toBe(false);
    await user.clear(title);
    await user.type(title, 'Our story');
    await user.click(screen.getByRole('button', { name: 'Update header' }));
    expect((await within(screen.getByRole('form')).findByRole('alert')).textContent).toBe(
      'Links must be a relative path or an http(s) URL',
    );
    expect(title.value).toBe('Our story');
    expect((screen.getByLabelText('HTML content', { exact: false }) as HTMLTextAreaElement).value).toBe('<i>x</i>');
  });

  it('items are reordered from the keyboard with Move up / Move down, and saved in the new order', async () => {
    const { calls } = mockApi({ 'PUT /website/header': { body: {} }, 'GET /website/': { body: makeWebsite() } });
    const user = userEvent.setup({ delay: null });
    renderPage(<HeaderFooterPanel kind="header" website={makeWebsite()} />);
    expect(titles()).toEqual(['About', 'Contact', 'Policy']);
    expect((screen.getByRole('button', { name: 'Move item 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('button', { name: 'Move item 3 up' }).focus();
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['About', 'Policy', 'Contact']);
    await user.click(screen.getByRole('button', { name: 'Move item 1 down' }));
    expect(titles()).toEqual(['Policy', 'About', 'Contact']);
    // The drag handles are buttons named after their item, for pointer and keyboard dragging.
    expect(screen.getByRole('button', { name: 'Move Policy' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update header' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect((calls.find((c) => c.method === 'PUT')!.body as { navs: { title: string }[] }).navs.map((n) => n.title)).toEqual([
      'Policy',
      'About',
      'Contact',
    ]);
  });

  it('an item linking to an unpublished page is flagged beside it', async () => {
    mockApi({});
    const site = makeWebsite();
    site.pages[0] = { ...site.pages[0], is_published: false };
    renderPage(<HeaderFooterPanel kind="header" website={site} />);
    expect(screen.getByTestId('nav-warning-0').textContent).toBe(
      '“About us” is not published: shoppers who follow this link will not find it.',
    );
    expect(screen.queryByTestId('nav-warning-1')).toBeNull();
    fireEvent.change(screen.getByLabelText('Item 2 link'), { target: { value: '/about-us' } });
    expect(screen.getByTestId('nav-warning-1')).toBeTruthy();
  });
});
