// The one standalone frame: a page that needs a user shows the kit's sign-in, then the page; sign out drops the user.
import { ensureNamespace } from '../namespace';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, USER } from '../test/api-mock';
import { StandaloneFrame, Text } from './StandaloneFrame';

beforeAll(() => ensureNamespace('commerce'));

describe('StandaloneFrame', () => {
  it('asks a visitor to sign in before an owner page, then shows it; sign out signs out', async () => {
    let signedIn = false;
    const { calls } = mockApi({
      'GET /auth/profile': () =>
        signedIn ? { body: { user: USER } } : { status: 401, body: { message: 'Unauthorized', code: 'unauthorized' } },
      'POST /auth/login': (body) =>
        body.password === 'right-password'
          ? ((signedIn = true), { body: { user: USER } })
          : { status: 401, body: { message: 'Invalid username or password', code: 'invalid_credentials' } },
      'POST /auth/logout': () => ((signedIn = false), { body: { message: 'Logged out' } }),
    });
    window.history.pushState({}, '', '/orders');
    const user = userEvent.setup({ delay: null });
    render(
      <StandaloneFrame
        ns="commerce"
        home="/orders"
        links={[{ to: '/orders', label: 'orders.title' }]}
        open={{ '/website': () => <Text ns="commerce" k="standalone.builderElsewhere" /> }}
        owner={{ '/orders': (u) => <p>Orders of {u.username}</p> }}
      />,
    );
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByText(/Orders of/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();

    await user.type(screen.getByLabelText('Username'), 'merchant1');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Invalid username or password');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Orders of merchant1');
    expect(screen.getByRole('link', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /auth/logout'));
  });
});
