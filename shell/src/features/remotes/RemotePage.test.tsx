import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { RemotePage } from './RemotePage';

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('remote page', () => {
  it('shows the remote once its files arrive', async () => {
    const load = vi.fn(async () => Hello);
    renderAt(<RemotePage load={load} props={{ name: 'owner' }} />);
    expect(await screen.findByText('hello owner')).toBeTruthy();
  });

  it('keeps a failed remote in a panel with Retry, which tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('remoteEntry.js: 404');
      return Hello;
    });
    const onRetry = vi.fn();
    renderAt(
      <>
        <nav>
          <a href="/order">Orders</a>
        </nav>
        <RemotePage load={load} onRetry={onRetry} props={{ name: 'again' }} />
      </>,
    );
    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Orders' })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('hello again')).toBeTruthy();
    expect(onRetry).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a remote that throws while rendering', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    renderAt(<RemotePage load={async () => Broken} props={{}} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
