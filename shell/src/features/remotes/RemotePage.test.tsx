import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { RemotePage } from './RemotePage';

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

function quiet() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('remote page', () => {
  it('shows the remote once its files arrive', async () => {
    const load = vi.fn(async () => Hello);
    renderAt(<RemotePage source={{ load }} props={{ name: 'owner' }} />);
    expect(await screen.findByText('hello owner')).toBeTruthy();
  });

  it('keeps a failed remote in a panel with Retry, which tries again', async () => {
    quiet();
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module: /remotes/mfe_x/1/remoteEntry.js');
      return Hello;
    });
    const retry = vi.fn();
    renderAt(
      <>
        <nav>
          <a href="/order">Orders</a>
        </nav>
        <RemotePage source={{ load, retry }} props={{ name: 'again' }} />
      </>,
    );
    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Orders' })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('hello again')).toBeTruthy();
    expect(retry).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a remote that throws while rendering, and does not blame the connection for it', async () => {
    quiet();
    const Broken = () => {
      throw new Error('boom');
    };
    renderAt(<RemotePage source={{ load: async () => Broken }} props={{}} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('This section stopped with an error')).toBeTruthy();
    expect(screen.queryByText(/connection and try again/)).toBeNull();
  });

  it('names a code error, not the connection, when a release throws as it loads; the connection when its files do not arrive', async () => {
    quiet();
    const thrown = renderAt(
      <RemotePage
        source={{
          load: async () => {
            throw new Error('release 3 is broken');
          },
        }}
        props={{}}
      />,
    );
    expect(await screen.findByText('This section stopped with an error')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('not in your connection');
    thrown.unmount();
    for (const message of ['error loading dynamically imported module', 'Importing a module script failed', 'RUNTIME-008: mfe_x']) {
      const view = renderAt(
        <RemotePage
          source={{
            load: async () => {
              throw new TypeError(message);
            },
          }}
          props={{}}
        />,
      );
      expect(await screen.findByText('This section could not be loaded'), message).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain('Check your connection');
      view.unmount();
    }
  });

  it('loads again without the panel when the source recovers from a render failure', async () => {
    quiet();
    let release = 'active';
    const Broken = () => {
      throw new Error('boom');
    };
    const source = {
      load: vi.fn(async () => (release === 'active' ? Broken : Hello)),
      release: () => release,
      canRecover: () => release === 'active',
      recover: vi.fn(() => {
        release = 'fallback';
        return true;
      }),
    };
    renderAt(<RemotePage source={source} props={{ name: 'fallback' }} />);
    expect(await screen.findByText('hello fallback')).toBeTruthy();
    expect(source.recover).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    expect(source.load).toHaveBeenCalledTimes(2);
  });

  it('shows the panel when the source said it could recover and then could not', async () => {
    quiet();
    const Broken = () => {
      throw new Error('boom');
    };
    renderAt(<RemotePage source={{ load: async () => Broken, canRecover: () => true, recover: () => false }} props={{}} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
