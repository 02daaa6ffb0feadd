import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, makeWebsite, mockApi } from '../../test/api-mock';
import { renderPage } from '../../test/render';
import { WebsiteForm } from './WebsiteForm';
import { websiteState } from './website.store';

const fieldError = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;

describe('Website form', () => {
  it('create: blank fields say "Please fill in all fields." and nothing is sent', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPage(<WebsiteForm website={null} />);
    await user.click(screen.getByRole('button', { name: 'Create website' }));
    for (const label of ['Domain', 'Title', 'Description']) expect(fieldError(label)).toBe('Please fill in all fields.');
    expect(calls).toEqual([]);
  });

  it('create: a bad domain and a too long title are named', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPage(<WebsiteForm website={null} />);
    await user.type(screen.getByLabelText('Domain'), 'my shop!');
    await user.type(screen.getByLabelText('Title'), 'x'.repeat(81));
    await user.type(screen.getByLabelText('Description'), 'ok');
    await user.click(screen.getByRole('button', { name: 'Create website' }));
    expect(fieldError('Domain')).toMatch(/^Use letters, digits and inner hyphens/);
    expect(fieldError('Title')).toBe('Must be at most 80 characters');
  });

  it('create: the toast comes after the server answers; the site (with its pages) is kept', async () => {
    const site = makeWebsite();
    const gate = deferred({ body: site });
    const { calls } = mockApi({ 'POST /website/': gate.handler });
    const user = userEvent.setup({ delay: null });
    renderPage(<WebsiteForm website={null} />);
    await user.type(screen.getByLabelText('Domain'), 'My-Shop');
    await user.type(screen.getByLabelText('Title'), ' My shop ');
    await user.type(screen.getByLabelText('Description'), 'Things');
    await user.click(screen.getByRole('button', { name: 'Create website' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ domain: 'my-shop', title: 'My shop', description: 'Things' });
    expect(screen.queryByText('Website created successfully')).toBeNull();
    gate.release();
    await screen.findByText('Website created successfully');
    expect(websiteState.website?.pages).toHaveLength(3);
  });

  it("a refused save shows the server's message and keeps what was typed", async () => {
    mockApi({ 'PUT /website/': { status: 409, body: { message: 'This domain is already taken', code: 'domain_taken' } } });
    const user = userEvent.setup({ delay: null });
    renderPage(<WebsiteForm website={makeWebsite()} />);
    const domain = screen.getByLabelText('Domain');
    await user.clear(domain);
    await user.type(domain, 'taken-one');
    await user.click(screen.getByRole('button', { name: 'Update website' }));
    expect((await screen.findAllByText('This domain is already taken')).length).toBeGreaterThanOrEqual(1);
    expect(within(screen.getByRole('form')).getByRole('alert').textContent).toBe('This domain is already taken');
    expect((domain as HTMLInputElement).value).toBe('taken-one');
  });
});
