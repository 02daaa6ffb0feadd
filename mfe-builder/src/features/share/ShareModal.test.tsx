import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@app/remote-kit/test';
import { facebookShareUrl, shareLink, xShareUrl } from './share';
import { ShareModal } from './ShareModal';
import { sharedKey, wasShared } from '@app/contracts/share-flag';

describe('Share', () => {
  it('the link is /published/{domain} on the current host', () => {
    expect(shareLink('my-shop', 'https://dash.example.com')).toBe('https://dash.example.com/published/my-shop');
    expect(facebookShareUrl('https://a.b/published/x')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fa.b%2Fpublished%2Fx',
    );
    expect(xShareUrl('https://a.b/published/x')).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fa.b%2Fpublished%2Fx');
  });

  it('Facebook and X open 550 x 450 popups; Copy Link says "Link copied to clipboard!"; Close closes', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const writeText = vi.fn(async () => undefined);
    const user = userEvent.setup({ delay: null });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onClose = vi.fn();
    localStorage.removeItem(sharedKey(7));
    renderPage(<ShareModal websiteId={7} domain="my-shop" onClose={onClose} />);
    const link = `${window.location.origin}/published/my-shop`;
    expect((screen.getByLabelText('Store link') as HTMLInputElement).value).toBe(link);
    await user.click(screen.getByRole('button', { name: 'Facebook' }));
    // Sharing ticks the dashboard's setup checklist on this device.
    expect(wasShared(7)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'X' }));
    expect(open.mock.calls.map((c) => [c[0], c[2]])).toEqual([
      [facebookShareUrl(link), 'width=550,height=450,noopener,noreferrer'],
      [xShareUrl(link), 'width=550,height=450,noopener,noreferrer'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    await screen.findByText('Link copied to clipboard!');
    await user.click(screen.getByRole('button', { name: 'Google' }));
    expect(open).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('Copy Link alone ticks "Share your store", even when the clipboard refuses (the link is left selected)', async () => {
    vi.stubGlobal('open', vi.fn());
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    });
    const user = userEvent.setup({ delay: null });
    localStorage.removeItem(sharedKey(8));
    renderPage(<ShareModal websiteId={8} domain="my-shop" onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(wasShared(8)).toBe(true);
  });
});
