// SPEC §4 OTP modal: six boxes, digits only, focus advances, Backspace clears and moves back, paste fills all,
// editing clears the error, Close closes; fewer than six digits -> SPEC §5's message.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@app/remote-kit/test';
import { OtpModal } from './OtpModal';

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 6/ }) as HTMLInputElement[];
const values = () =>
  boxes()
    .map((b) => b.value)
    .join('|');

function Harness({ onVerify = vi.fn(), onClose = vi.fn(), serverError = null as string | null }) {
  const [error, setError] = useState<{ text: string } | null>(serverError ? { text: serverError } : null);
  return (
    <OtpModal
      open
      phone="+12025550123"
      purpose="register"
      error={error}
      verified={false}
      busy={false}
      onVerify={onVerify}
      onEdit={() => setError(null)}
      onClose={onClose}
    />
  );
}

async function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup({ delay: null });
  renderPage(<Harness {...props} />);
  // The first box takes focus once the dialog is open.
  await vi.waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
  return user;
}

describe('OtpModal', () => {
  it('moves focus to the next box on each digit and ignores anything but digits', async () => {
    const user = await setup();
    await user.keyboard('1a2');
    expect(values()).toBe('1|2||||');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('x-+ 3');
    expect(values()).toBe('1|2|3|||');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('Backspace clears the box and moves back', async () => {
    const user = await setup();
    await user.keyboard('123');
    // Focus waits in the 4th (empty) box: Backspace there takes the 3 back.
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|2||||');
    expect(document.activeElement).toBe(boxes()[2]);
    // On a filled box: that box is cleared and focus moves to the one before.
    await user.click(boxes()[1]);
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|||||');
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('a pasted 6-digit code fills every box', async () => {
    const onVerify = vi.fn();
    const user = await setup({ onVerify });
    await user.paste('654 321');
    expect(values()).toBe('6|5|4|3|2|1');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onVerify).toHaveBeenCalledWith('654321');
  });

  it('fewer than 6 digits: "Please enter a valid 6-digit OTP", and editing clears it', async () => {
    const onVerify = vi.fn();
    const user = await setup({ onVerify });
    await user.keyboard('12345{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 6-digit OTP');
    expect(onVerify).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(screen.queryByText('Please enter a valid 6-digit OTP')).toBeNull();
  });

  it("shows the server's refusal under the boxes until the code is edited", async () => {
    const user = await setup({ serverError: 'Please enter the valid code' });
    expect(screen.getByText('Please enter the valid code')).toBeTruthy();
    await user.keyboard('1');
    expect(screen.queryByText('Please enter the valid code')).toBeNull();
  });

  it('Close closes', async () => {
    const onClose = vi.fn();
    const user = await setup({ onClose });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('OtpModal: typing over, errors, resend', () => {
  it('typing over a filled code replaces its digits in order, a repeated digit included', async () => {
    const user = await setup();
    await user.keyboard('123456');
    await user.click(boxes()[0]);
    await user.keyboard('122459');
    expect(values()).toBe('1|2|2|4|5|9');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it("focus returns to the first box after the server's refusal", async () => {
    function Refusing() {
      const [error, setError] = useState<{ text: string } | null>(null);
      return (
        <OtpModal
          open
          phone="+12025550123"
          purpose="register"
          error={error}
          verified={false}
          busy={false}
          onVerify={() => setError({ text: 'Please enter the valid code' })}
          onEdit={() => setError(null)}
          onClose={vi.fn()}
        />
      );
    }
    const user = userEvent.setup({ delay: null });
    renderPage(<Refusing />);
    await vi.waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    await user.keyboard('123456{Enter}');
    expect(screen.getByText('Please enter the valid code')).toBeTruthy();
    expect(document.activeElement).toBe(boxes()[0]);
    await user.keyboard('654321');
    expect(values()).toBe('6|5|4|3|2|1');
  });

  describe('Resend code', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
    afterEach(() => vi.useRealTimers());
    const resendButton = () => screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    const waitText = () => screen.queryByTestId('otp-resend-wait')?.textContent ?? null;
    const fakeUser = () => userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

    it("waits the server's 30 s after the first send, then uses the answer's retry_after", async () => {
      const { calls } = mockApi({ 'POST /auth/resend-code': { body: { sent: true, retry_after: 45 } } });
      const user = fakeUser();
      renderPage(<Harness />);
      expect(resendButton().disabled).toBe(true);
      expect(waitText()).toBe('You can ask for a new code in 30 s');
      act(() => vi.advanceTimersByTime(29_000));
      expect(resendButton().disabled).toBe(true);
      act(() => vi.advanceTimersByTime(1_000));
      expect(resendButton().disabled).toBe(false);
      await user.click(resendButton());
      await vi.waitFor(() => expect(waitText()).toBe('You can ask for a new code in 45 s'));
      expect(calls).toEqual([{ method: 'POST', path: '/auth/resend-code', body: { phone_number: '+12025550123', purpose: 'register' } }]);
      expect(screen.getByTestId('otp-resend-status').textContent).toBe('A new code is on its way.');
      expect(resendButton().disabled).toBe(true);
    });

    it('over the limits (429) the countdown follows the Retry-After header', async () => {
      mockApi({
        'POST /auth/resend-code': {
          status: 429,
          headers: { 'Retry-After': '1200' },
          body: { message: 'Too many requests', code: 'rate_limited' },
        },
      });
      const user = fakeUser();
      renderPage(<Harness />);
      act(() => vi.advanceTimersByTime(30_000));
      await user.click(resendButton());
      await vi.waitFor(() => expect(waitText()).toBe('You can ask for a new code in 1200 s'));
      expect(screen.getByTestId('otp-resend-status').textContent).toBe('');
    });
  });
});
