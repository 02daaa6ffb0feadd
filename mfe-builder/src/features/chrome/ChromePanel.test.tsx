import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, makeWebsite, mockApi, standardNavs } from '../../test/api-mock';
import { renderPage } from '../../test/render';
import { ChromePanel } from './ChromePanel';
import { selectChromeTab } from './chrome.store';

const errorOf = (el: HTMLElement) => document.getElementById(`${el.id}-error`)?.textContent;

describe('Footer panel', () => {
  it('saved items are read-only; a new item is saved with them, without isReadOnly, toast after the answer', async () => {
    selectChromeTab('footer', 'update');
    const gate = deferred({ body: {} });
    const { calls } = mockApi({ 'PUT /website/footer': gate.handler, 'GET /website/': { body: makeWebsite() } });
    const user = userEvent.setup({ delay: null });
    renderPage(<ChromePanel kind="footer" website={makeWebsite()} />);
    expect(screen.getByLabelText('HTML content', { exact: false })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    const first = screen.getByLabelText('Item 1 title') as HTMLInputElement;
    expect(first.readOnly).toBe(true);
    await user.type(first, 'zzz');
    expect(first.value).toBe('About');

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByLabelText('Item 4 title'), 'Blog');
    await user.type(screen.getByLabelText('Item 4 link'), '/blog');
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    await user.click(screen.getByRole('button', { name: 'Update footer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      html_content: '',
      navs: [{ title: 'About', link: 'about-us' }, { title: 'Policy', link: 'policy' }, { title: 'Blog', link: '/blog' }],
    });
    // DESIGN overrides SPEC's "Footer Updated immediately": not before the server has answered.
    expect(screen.queryByText('Footer Updated')).toBeNull();
    gate.release();
    await screen.findByText('Footer Updated');
  });

  it('a blank item and a javascript: link are refused before any call', async () => {
    selectChromeTab('footer', 'create');
    const { calls } = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPage(<ChromePanel kind="footer" website={makeWebsite()} />);
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
    selectChromeTab('header', 'update');
    mockApi({ 'PUT /website/header': { status: 400, body: { message: 'Links must be a relative path or an http(s) URL', code: 'validation_failed' } } });
    const user = userEvent.setup({ delay: null });
    renderPage(<ChromePanel kind="header" website={makeWebsite({ header: { html_content: '<i>x</i>', navs: standardNavs() } })} />);
    const title = screen.getByLabelText('Item 1 title') as HTMLInputElement;
    expect(title.readOnly).toBe(false);
    await user.clear(title);
    await user.type(title, 'Our story');
    await user.click(screen.getByRole('button', { name: 'Update header' }));
    expect((await within(screen.getByRole('form')).findByRole('alert')).textContent).toBe('Links must be a relative path or an http(s) URL');
    expect(title.value).toBe('Our story');
    expect((screen.getByLabelText('HTML content', { exact: false }) as HTMLTextAreaElement).value).toBe('<i>x</i>');
  });
});
