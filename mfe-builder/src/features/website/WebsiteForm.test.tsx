import { changeLanguage } from '@app/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, refusal, renderPage, type Answer } from '@app/remote-kit/test';
import { makeWebsite } from '../../test/fixtures';
import { hasUnsaved } from '../../shared/unsaved.store';
import { WebsiteForm } from './WebsiteForm';
import { websiteState } from './website.store';

const fieldError = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;

describe('Website form', () => {
  it('create: blank fields say "Please fill in all fields." and nothing is sent', async () => {
    const { calls } = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPage(<WebsiteForm website={null} />);
    await user.click(screen.getByRole('button', { name: 'Create website' }));
    // Formik validates asynchronously after the click.
    await waitFor(() => expect(fieldError('Description')).toBe('Please fill in all fields.'));
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
    await waitFor(() => expect(fieldError('Domain')).toMatch(/^Use letters, digits and inner hyphens/));
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
    await user.click(await screen.findByRole('button', { name: 'Change address' }));
    expect((await screen.findAllByText('This domain is already taken')).length).toBeGreaterThanOrEqual(1);
    // At its field, not in an alert of the whole form.
    expect(fieldError('Domain')).toBe('This domain is already taken');
    expect(screen.getByLabelText('Domain').getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('form')).queryByRole('alert')).toBeNull();
    expect((domain as HTMLInputElement).value).toBe('taken-one');
  });

  it("the next attempt clears the server's old refusal, even one the form's own checks stop", async () => {
    mockApi({ 'PUT /website/': { status: 409, body: { message: 'This domain is already taken', code: 'domain_taken' } } });
    const user = userEvent.setup({ delay: null });
    renderPage(<WebsiteForm website={makeWebsite()} />);
    await user.clear(screen.getByLabelText('Domain'));
    await user.type(screen.getByLabelText('Domain'), 'taken-one');
    await user.click(screen.getByRole('button', { name: 'Update website' }));
    await user.click(await screen.findByRole('button', { name: 'Change address' }));
    await waitFor(() => expect(fieldError('Domain')).toBe('This domain is already taken'));
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Update website' }));
    await waitFor(() => expect(fieldError('Title')).toBe('Please fill in all fields.'));
    expect(fieldError('Domain')).toBeUndefined();
    expect(screen.getByRole('form').textContent).not.toContain('This domain is already taken');
  });

  it('a new domain is asked about first: shared links move; Cancel sends nothing, Change address saves', async () => {
    const site = makeWebsite();
    const { calls } = mockApi({ 'PUT /website/': (body: object) => ({ body: { ...site, ...body } }) });
    const user = userEvent.setup({ delay: null });
    renderPage(<WebsiteForm website={site} />);
    await user.clear(screen.getByLabelText('Domain'));
    await user.type(screen.getByLabelText('Domain'), 'new-name');
    await user.click(screen.getByRole('button', { name: 'Update website' }));
    const dialog = await screen.findByRole('dialog', { name: "Change your store's address?" });
    expect(dialog.textContent).toContain(`Your store moves from /published/${site.domain} to /published/new-name.`);
    expect(dialog.textContent).toContain('keep leading to your store for 90 days, unless another store takes the old name');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Update website' }));
    await user.click(await screen.findByRole('button', { name: 'Change address' }));
    await screen.findByText('Website updated successfully');
    expect(calls.map((c) => [c.method, c.body.domain])).toEqual([['PUT', 'new-name']]);
  });

  it('a save bar: Discard puts back what is saved; an edit is reported as unsaved', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPage(<WebsiteForm website={makeWebsite()} />);
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    const saved = title.value;
    await user.type(title, ' more');
    expect(hasUnsaved()).toBe(true);
    expect(within(screen.getByTestId('save-bar')).getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(title.value).toBe(saved);
    expect(hasUnsaved()).toBe(false);
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
  });
});

// DESIGN §14: the reader's language comes from rules, codes and keys, never from the API's English.
describe('Website form in Amharic', () => {
  it('a rule with its param, a server code at its field, a server rule from the detail, and a success toast', async () => {
    await changeLanguage('am');
    let answer: Answer = {
      status: 409,
      body: { message: 'This domain is already taken', code: 'domain_taken' },
    };
    mockApi({ 'PUT /website/': () => answer });
    const user = userEvent.setup({ delay: null });
    renderPage(<WebsiteForm website={makeWebsite()} />);
    const title = screen.getByLabelText('ርዕስ');
    await user.type(title, 'x'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'ድረ-ገጽ አዘምን' }));
    await waitFor(() => expect(fieldError('ርዕስ')).toBe('ቢበዛ 80 ቁምፊዎች መሆን አለበት'));

    await user.clear(title);
    await user.type(title, 'My shop');
    await user.click(screen.getByRole('button', { name: 'ድረ-ገጽ አዘምን' }));
    await waitFor(() => expect(fieldError('ጎራ')).toBe('ይህ ጎራ አስቀድሞ ተይዟል'));
    expect(screen.queryByText('This domain is already taken')).toBeNull();

    const msg = 'Use letters, digits and inner hyphens (e.g. my-shop or shop.example.com); reserved names are not allowed';
    answer = refusal(['body', 'domain'], 'domain', msg);
    await user.click(screen.getByRole('button', { name: 'ድረ-ገጽ አዘምን' }));
    await waitFor(() => expect(fieldError('ጎራ')).toMatch(/^ፊደሎችን፣ አሃዞችን እና በመሃል ሰረዝን ይጠቀሙ/));

    answer = { body: makeWebsite() };
    await user.click(screen.getByRole('button', { name: 'ድረ-ገጽ አዘምን' }));
    expect(await screen.findByText('ድረ-ገጹ በተሳካ ሁኔታ ተዘምኗል')).toBeTruthy();
  });
});
