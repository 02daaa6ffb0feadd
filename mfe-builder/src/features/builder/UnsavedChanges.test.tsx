// Issue #11 item 21: leaving the builder with unsaved edits asks first (links, the accordion, Back to Dashboard,
// closing the tab); with nothing unsaved nobody is asked.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, renderPage, USER } from '@app/remote-kit/test';
import { makeWebsite } from '../../test/fixtures';
import { BuilderPage } from './BuilderPage';

function WithNav() {
  return (
    <>
      <nav>
        <Link to="/order">Orders</Link>
      </nav>
      <BuilderPage user={USER} />
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;
const unload = () => {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
};

async function openWithEdit() {
  mockApi({ 'GET /website/': { body: makeWebsite() } });
  const user = userEvent.setup({ delay: null });
  renderPage(<WithNav />, { path: '/website' });
  await screen.findByTestId('store-number');
  if (!screen.queryByRole('region', { name: 'Website' })) await user.click(screen.getByRole('button', { name: 'Website' }));
  await user.type(screen.getByLabelText('Title'), ' and more');
  return user;
}

describe('unsaved changes in the builder', () => {
  it('a link elsewhere asks first: Stay keeps the edits, Leave goes', async () => {
    const user = await openWithEdit();
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    const ask = screen.getByRole('dialog', { name: 'Leave without saving?' });
    expect(location()).toBe('/website');
    await user.click(within(ask).getByRole('button', { name: 'Stay and keep editing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('My shop and more');
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(location()).toBe('/order');
  });

  it('another accordion panel and Back to Dashboard ask too; nothing unsaved, nothing asked', async () => {
    const user = await openWithEdit();
    await user.click(screen.getByRole('button', { name: 'Hero' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    expect(screen.getByRole('region', { name: 'Website' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/dashboard');
  });
});
