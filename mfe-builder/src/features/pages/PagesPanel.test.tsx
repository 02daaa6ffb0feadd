import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '@app/remote-kit/test';
import { makeWebsite } from '../../test/fixtures';
import { PagesPanel } from './PagesPanel';
import { websiteState } from '../website/website.store';
import { selectPage } from './pages.store';

describe('Pages', () => {
  it('About, Contact, Policy tabs: title and slug read-only; Update page saves meta fields and the publish flag', async () => {
    selectPage('about-us');
    const site = makeWebsite();
    const { calls } = mockApi({
      'PUT /website/pages/2': (body) => ({ body: { id: 2, ...body } }),
      'GET /website/pages/*': (_b, { path }) => ({ body: { ...site.pages[Number(path.split('/').pop()) - 1], sections: [] } }),
      'GET /website/': { body: site },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<PagesPanel pages={site.pages} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['About', 'Contact', 'Policy']);
    await user.click(screen.getByRole('tab', { name: 'Contact' }));
    const title = screen.getByLabelText('Page title') as HTMLInputElement;
    expect(title.value).toBe('Contact-us');
    expect(title.readOnly).toBe(true);
    expect((screen.getByLabelText('Slug') as HTMLInputElement).readOnly).toBe(true);
    await user.clear(screen.getByLabelText('Meta title'));
    await user.type(screen.getByLabelText('Meta title'), 'Reach us');
    await user.click(screen.getByLabelText('Published'));
    await user.click(screen.getByRole('button', { name: 'Update page' }));
    await screen.findByText('Page updated');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      title: 'Contact-us',
      slug: 'contact-us',
      meta_title: 'Reach us',
      meta_description: 'Meta description',
      is_published: false,
    });
  });

  it('a missing page reads "Submit page" and is created with its standard title and slug', async () => {
    selectPage('policy');
    const site = makeWebsite();
    const pages = site.pages.filter((p) => p.slug !== 'policy');
    const { calls } = mockApi({ 'POST /website/pages/': (body) => ({ body: { id: 9, ...body } }), 'GET /website/': { body: site } });
    const user = userEvent.setup({ delay: null });
    renderPage(<PagesPanel pages={pages} />);
    expect(screen.getByText('Submit the page to add sections to it.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit page' }));
    await screen.findByText('Page created');
    await waitFor(() => expect(calls[0].body).toMatchObject({ title: 'Policy', slug: 'policy', is_published: true }));
  });

  it('meta fields too long are named', async () => {
    selectPage('about-us');
    const site = makeWebsite();
    mockApi({ 'GET /website/pages/*': { body: { ...site.pages[0], sections: [] } } });
    const user = userEvent.setup({ delay: null });
    renderPage(<PagesPanel pages={site.pages} />);
    const meta = screen.getByLabelText('Meta title');
    await user.clear(meta);
    await user.click(meta);
    await user.paste('m'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Update page' }));
    expect(document.getElementById(`${meta.id}-error`)?.textContent).toBe('Must be at most 120 characters');
  });

  it('unchecking Published warns when the header or footer links to the page', async () => {
    selectPage('about-us');
    const site = makeWebsite({ footer: { html_content: '', navs: [{ title: 'Who we are', link: '/about-us' }] } });
    websiteState.website = site;
    mockApi({ 'GET /website/pages/*': () => ({ body: { ...site.pages[0], sections: [] } }) });
    const user = userEvent.setup({ delay: null });
    renderPage(<PagesPanel pages={site.pages} />);
    expect(screen.queryByTestId('unpublished-links')).toBeNull();
    await user.click(screen.getByLabelText('Published'));
    expect(screen.getByTestId('unpublished-links').textContent).toBe(
      'Your store links to this page from the header (“About”), the footer (“Who we are”). While it is unpublished, shoppers who follow those links will not find it.',
    );
    await user.click(screen.getByLabelText('Published'));
    expect(screen.queryByTestId('unpublished-links')).toBeNull();
  });
});
