import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, USER } from '@app/remote-kit/test';
import { ProfilePage } from './ProfilePage';

describe('ProfilePage (/welcome)', () => {
  it('shows username, email, role and phone, and Logout calls the shell', async () => {
    const onLogout = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderPage(<ProfilePage user={USER} onLogout={onLogout} />);
    expect(screen.getByRole('heading', { name: 'Welcome, merchant1' })).toBeTruthy();
    for (const text of ['merchant1', 'm@example.com', 'Store owner', '+12025550123']) expect(screen.getByText(text)).toBeTruthy();
    // The raw role code is never shown.
    expect(screen.queryByText('user')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('previews a chosen image locally (never uploaded) and refuses other files', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const createObjectURL = vi.fn(() => 'blob:preview-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderPage(<ProfilePage user={{ ...USER, email: null, phone_number: null }} onLogout={vi.fn()} />);
    expect(screen.getAllByText('Not set')).toHaveLength(2);
    expect(screen.getByText(/only previewed on this device; it is not uploaded/)).toBeTruthy();

    await user.upload(screen.getByTestId('avatar-input'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose an image file.');

    await user.upload(screen.getByTestId('avatar-input'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect((screen.getByRole('img', { name: 'Your photo (preview)' }) as HTMLImageElement).src).toBe('blob:preview-1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
