import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage, USER } from '@app/remote-kit/test';
import { DRAFT_URL, makeWebsite, publishingMocks } from '../../test/fixtures';
import { forgetPreviewSession } from '../preview/preview-session';
import { BuilderPage } from './BuilderPage';

const frame = () => screen.getByTitle('Your store’s draft') as HTMLIFrameElement;

describe('/website', () => {
  beforeEach(() => forgetPreviewSession());

  it('without a website: "Create a New Website", the create form, and every other panel waiting for it', async () => {
    const site = makeWebsite();
    const { calls } = mockApi({
      'GET /website/': { status: 404, body: { message: 'Website not found', code: 'website_not_found' } },
      'POST /website/': { body: site },
      ...publishingMocks(),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<BuilderPage user={USER} />);
    await user.click(await screen.findByRole('button', { name: 'Create a New Website' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('website-domain'));
    for (const name of ['Header', 'Footer', 'Hero', 'Pages and sections', 'Products']) {
      expect((screen.getByRole('button', { name: new RegExp(`^${name}`) }) as HTMLButtonElement).disabled).toBe(true);
    }
    await user.type(screen.getByLabelText('Domain'), 'my-shop');
    await user.type(screen.getByLabelText('Title'), 'My shop');
    await user.type(screen.getByLabelText('Description'), 'Things');
    await user.click(screen.getByRole('button', { name: 'Create website' }));
    await screen.findByText('Website created successfully');
    expect(screen.getByTestId('store-number').textContent).toBe('Your Store number is: 42');
    // The frame shows the draft through the builder's preview session; "Open" goes to the live store.
    await waitFor(() => expect(frame().getAttribute('src')).toBe(DRAFT_URL));
    expect(screen.getByRole('link', { name: 'Open the live store' }).getAttribute('href')).toBe('/published/my-shop');
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/website/')).toHaveLength(1);
  });

  it('with a website: store number, preview of /published/{domain} reloaded after a save, Back to Dashboard', async () => {
    const site = makeWebsite();
    const { calls } = mockApi({ 'GET /website/': { body: site }, 'PUT /website/header': { body: site.header }, ...publishingMocks() });
    const user = userEvent.setup({ delay: null });
    renderPage(<BuilderPage user={USER} />);
    expect((await screen.findByTestId('store-number')).textContent).toBe('Your Store number is: 42');
    const before = await screen.findByTitle('Your store’s draft');
    expect(before.dataset.version).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Header' }));
    const panel = screen.getByRole('region', { name: 'Header' });
    // The panels closed on arrival load on first use (BuilderPanels): a spinner, then the form.
    await user.click(await within(panel).findByRole('button', { name: 'Update header' }));
    await screen.findByText('Header Updated Successfully');
    await waitFor(() => expect(frame().dataset.version).toBe('1'));
    expect(frame()).not.toBe(before);
    // One preview session serves both frames; the publishing state is read again after the save.
    expect(calls.filter((c) => c.path === '/website/preview-session')).toHaveLength(1);
    await waitFor(() => expect(calls.filter((c) => c.path === '/website/publishing').length).toBeGreaterThanOrEqual(2));

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share your store' })).toBeTruthy(); // its own chunk, loaded on open
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it('every panel is reachable', async () => {
    const site = makeWebsite();
    mockApi({
      'GET /website/': { body: site },
      'GET /website/pages/1': { body: { ...site.pages[0], sections: [] } },
      'GET /website/website/42/products': { body: { items: [], total: 0, page: 1, limit: 5 } },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<BuilderPage user={USER} />);
    await screen.findByTestId('store-number');
    const expectations: [string, string][] = [
      ['Website', 'Update website'],
      ['Header', 'Update header'],
      ['Footer', 'Update footer'],
      ['Hero', 'Create hero'],
      ['Pages and sections', 'Update page'],
      ['Products', 'Create product'],
    ];
    for (const [panel, button] of expectations) {
      // Website is open on arrival; the others open one at a time.
      if (panel !== 'Website') await user.click(screen.getByRole('button', { name: panel }));
      expect(document.querySelectorAll('[role=region][id^="panel-"]')).toHaveLength(1);
      expect((await within(screen.getByRole('region', { name: panel })).findAllByRole('button', { name: button })).length).toBeGreaterThan(
        0,
      );
    }
  });

  it('a failed load shows the reason and Retry', async () => {
    let fail = true;
    mockApi({ 'GET /website/': () => (fail ? { status: 500, body: {} } : { body: makeWebsite() }) });
    const user = userEvent.setup({ delay: null });
    renderPage(<BuilderPage user={USER} />);
    expect((await screen.findByText(/Failed to fetch website/)).closest('[role=alert]')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('store-number');
  });
});
