import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, USER } from '@app/remote-kit/test';
import { SubscriptionPage } from './SubscriptionPage';

describe('SubscriptionPage (/subscription)', () => {
  it('shows the Basic plan trial with the days left from created_at', () => {
    // 2 days 23 hours after sign-up: 11.04 days remain, shown as 12 (the day under way counts)
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00.000Z') });
    renderPage(<SubscriptionPage user={{ ...USER, created_at: '2026-11-20T10:00:00.000Z' }} />);
    expect(screen.getByTestId('trial-days-left').textContent).toBe('12');
    expect(screen.getByText('days left in your free trial')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('12');
    expect(screen.getByText(/\$20 per month · 14-day free trial/)).toBeTruthy();
  });

  it('says the trial is over with 0 days, never a negative number', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-01T00:00:00.000Z') });
    renderPage(<SubscriptionPage user={{ ...USER, created_at: '2026-11-20T10:00:00.000Z' }} />);
    expect(screen.getByTestId('trial-days-left').textContent).toBe('0');
    expect(screen.getByText('Your free trial has ended')).toBeTruthy();
  });

  it('shows the static billing sample with its not-yet-available actions', () => {
    renderPage(<SubscriptionPage user={USER} />);
    expect(screen.getByText('Sample data')).toBeTruthy();
    expect(screen.getByText('$10.00 per month')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    for (const name of ['Cancel plan', 'Manage', 'Change', 'Remove']) {
      const button = screen.getByRole('button', { name: new RegExp(`^${name}`) });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.textContent).toContain('Not available yet');
    }
  });
});
