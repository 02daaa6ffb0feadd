// The 6-box code dialog of phone sign-in (SPEC §4): typing, Backspace and paste by the rules of
// @app/contracts/otp-digits, "Resend code" with the server's countdown, the refusal under the boxes. A native modal
// <dialog>: the page behind it is inert (focus stays inside) and Escape closes it.
import { otpSchema, SMS_MIN_INTERVAL_SECONDS } from '@app/contracts';
import { backspaceAt, codeOf, emptyDigits, keyAt, pasteCode, typeAt, type Digits, type Step } from '@app/contracts/otp-digits';
import { resendCode } from '@app/api-client';
import { say, t } from './page-data';
import { $ } from './ui';

export type Verify = (code: string) => Promise<string | null>;

export function otpDialog(verify: Verify) {
  const dialog = $<HTMLDialogElement>('#si-otp');
  const form = $<HTMLFormElement>('[data-si-otp-form]', dialog);
  const boxes = [...dialog.querySelectorAll<HTMLInputElement>('[data-otp-box]')];
  const group = $('.si-otp', dialog);
  const message = $('#otp-message', dialog);
  const verifyButton = $<HTMLButtonElement>('[data-si-otp-verify]', dialog);
  const resendButton = $<HTMLButtonElement>('[data-si-resend]', dialog);
  const waitText = $('[data-testid="otp-resend-wait"]', dialog);
  const resendStatus = $('[data-testid="otp-resend-status"]', dialog);
  let digits: Digits = emptyDigits();
  let phone = '';
  let wait = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let returnFocus: HTMLElement | null = null;

  const show = (text: string, tone: 'error' | 'success' | null) => {
    message.replaceChildren();
    group.dataset.state = tone ?? 'idle';
    if (!tone) return;
    const p = document.createElement('p');
    if (tone === 'error') p.setAttribute('role', 'alert');
    else p.className = 'is-success';
    p.textContent = text;
    message.append(p);
  };
  const render = (focus?: number) => {
    boxes.forEach((box, i) => (box.value = digits[i]));
    if (focus !== undefined) boxes[focus].focus();
  };
  const apply = (step: Step | null) => {
    if (!step) return;
    digits = step.digits;
    show('', null);
    render(step.focus);
  };
  const countdown = (seconds: number) => {
    wait = seconds;
    clearInterval(timer);
    const tick = () => {
      waitText.textContent = wait > 0 ? t('otp.resendIn', { count: wait }) : '';
      resendButton.disabled = wait > 0;
      if (wait-- <= 0) clearInterval(timer);
    };
    tick();
    timer = setInterval(tick, 1000);
  };

  boxes.forEach((box, i) => {
    box.addEventListener('keydown', (e) => {
      if (e.key === 'Backspace') {
        e.preventDefault();
        apply(backspaceAt(digits, i));
      } else if (/^\d$/.test(e.key)) {
        e.preventDefault();
        apply(keyAt(digits, i, e.key));
      }
    });
    // Digits that arrive without a key event (a phone's keyboard, autofill of the SMS code).
    box.addEventListener('input', () => {
      const typed = box.value.replace(/\D/g, '');
      // Only non-digits typed: the box keeps what it had, and focus stays.
      if (!typed || typed === digits[i]) return render(i);
      apply(typeAt(digits, i, box.value));
    });
    box.addEventListener('paste', (e) => {
      e.preventDefault();
      apply(pasteCode(e.clipboardData?.getData('text') ?? ''));
    });
  });

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const code = codeOf(digits);
    if (!otpSchema.isValidSync(code)) {
      show(say({ rule: 'otpInvalid' }), 'error');
      boxes[0].focus();
      return;
    }
    verifyButton.disabled = true;
    verifyButton.textContent = t('otp.checking');
    const refused = await verify(code);
    verifyButton.textContent = t('otp.verify');
    if (refused === null) {
      show(t('otp.verified'), 'success');
      boxes.forEach((b) => (b.disabled = true));
      $('[data-si-resend-row]', dialog).hidden = true;
      return;
    }
    verifyButton.disabled = false;
    show(refused, 'error');
    boxes[0].focus();
  });

  resendButton.addEventListener('click', async () => {
    resendButton.disabled = true;
    resendStatus.textContent = '';
    const res = await resendCode(phone, 'login');
    if (res.retryAfter !== null) countdown(res.retryAfter);
    else resendButton.disabled = false;
    resendStatus.textContent = res.ok ? t('otp.resent') : res.error ? say(res.error) : '';
    if (res.ok) apply({ digits: emptyDigits(), focus: 0 });
  });

  $('[data-si-otp-close]', dialog).addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    clearInterval(timer);
    returnFocus?.focus();
  });

  return {
    /** A code was just sent to `to`: empty boxes, the first one focused, the first resend after the minimum wait. */
    open(to: string, from: HTMLElement) {
      phone = to;
      returnFocus = from;
      digits = emptyDigits();
      boxes.forEach((b) => (b.disabled = false));
      $('[data-si-resend-row]', dialog).hidden = false;
      $('[data-si-otp-lead]', dialog).textContent = t('otp.sentTo', { phone: to });
      resendStatus.textContent = '';
      verifyButton.disabled = false;
      show('', null);
      render();
      countdown(SMS_MIN_INTERVAL_SECONDS);
      dialog.showModal();
      boxes[0].focus();
    },
  };
}
