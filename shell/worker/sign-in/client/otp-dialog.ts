// The 6-box code dialog of phone sign-in (SPEC §4): typing, Backspace and paste by the rules of
// @app/contracts/otp-digits, "Resend code" with the server's countdown, the refusal under the boxes. A native modal
// <dialog>: the page behind it is inert (focus stays inside) and Escape closes it.
import { resendCode } from '@app/api-client/auth';
import { SMS_MIN_INTERVAL_SECONDS } from '@app/contracts/constants';
import { otpSchema } from '@app/contracts/schemas/auth';
import { backspaceAt, codeOf, emptyDigits, keyAt, pasteCode, typeAt, type Digits, type Step } from '@app/contracts/otp-digits';
import { say, t } from './page-data';
import { $, raiseToasts } from './ui';

/** Checks a code with the API: null when it signed the merchant in, else the refusal to show. */
export type Verify = (code: string) => Promise<string | null>;

/** The six boxes: what they hold, and the message under them (any edit clears it). */
function codeBoxes(dialog: HTMLDialogElement) {
  const boxes = [...dialog.querySelectorAll<HTMLInputElement>('[data-otp-box]')];
  const group = $('.si-otp', dialog);
  const message = $('#otp-message', dialog);
  let digits: Digits = emptyDigits();

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
  boxes.forEach((box, i) => {
    box.addEventListener('keydown', (e) => {
      if (e.key === 'Backspace' || /^\d$/.test(e.key)) {
        e.preventDefault();
        apply(e.key === 'Backspace' ? backspaceAt(digits, i) : keyAt(digits, i, e.key));
      }
    });
    // Digits that arrive without a key event (a phone's keyboard, the SMS code filled in by the device).
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
  return {
    code: () => codeOf(digits),
    show,
    /** Empty boxes, the first one focused, enabled or not. */
    restart(enabled = true) {
      boxes.forEach((b) => (b.disabled = !enabled));
      apply({ digits: emptyDigits(), focus: 0 });
    },
    focusFirst: () => boxes[0].focus(),
    disable: () => boxes.forEach((b) => (b.disabled = true)),
  };
}

/** "Resend code": waits the server's interval (counted down once a second), then asks for a new login code. */
function resendRow(dialog: HTMLDialogElement, phone: () => string, onSent: () => void) {
  const button = $<HTMLButtonElement>('[data-si-resend]', dialog);
  const waitText = $('[data-testid="otp-resend-wait"]', dialog);
  const status = $('[data-testid="otp-resend-status"]', dialog);
  let wait = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const countdown = (seconds: number) => {
    wait = seconds;
    clearInterval(timer);
    const tick = () => {
      waitText.textContent = wait > 0 ? t('otp.resendIn', { count: wait }) : '';
      button.disabled = wait > 0;
      if (wait-- <= 0) clearInterval(timer);
    };
    tick();
    timer = setInterval(tick, 1000);
  };
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = '';
    const res = await resendCode(phone(), 'login');
    if (res.retryAfter !== null) countdown(res.retryAfter);
    else button.disabled = false;
    status.textContent = res.ok ? t('otp.resent') : res.error ? say(res.error) : '';
    if (res.ok) onSent();
  });
  return {
    start: () => ((status.textContent = ''), countdown(SMS_MIN_INTERVAL_SECONDS)),
    stop: () => clearInterval(timer),
  };
}

export function otpDialog(verify: Verify) {
  const dialog = $<HTMLDialogElement>('#si-otp');
  const verifyButton = $<HTMLButtonElement>('[data-si-otp-verify]', dialog);
  const resendBox = $('[data-si-resend-row]', dialog);
  const boxes = codeBoxes(dialog);
  let phone = '';
  let returnFocus: HTMLElement | null = null;
  const resend = resendRow(
    dialog,
    () => phone,
    () => boxes.restart(),
  );

  $<HTMLFormElement>('[data-si-otp-form]', dialog).addEventListener('submit', async (e) => {
    e.preventDefault();
    const code = boxes.code();
    if (!otpSchema.isValidSync(code)) {
      boxes.show(say({ rule: 'otpInvalid' }), 'error');
      return boxes.focusFirst();
    }
    verifyButton.disabled = true;
    verifyButton.textContent = t('otp.checking');
    const refused = await verify(code);
    verifyButton.textContent = t('otp.verify');
    if (refused === null) {
      boxes.show(t('otp.verified'), 'success');
      boxes.disable();
      resendBox.hidden = true;
      return;
    }
    verifyButton.disabled = false;
    boxes.show(refused, 'error');
    boxes.focusFirst();
  });
  $('[data-si-otp-close]', dialog).addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    resend.stop();
    returnFocus?.focus();
  });

  return {
    /** A code was just sent to `to`: empty boxes, the first one focused, the first resend after the minimum wait. */
    open(to: string, from: HTMLElement) {
      phone = to;
      returnFocus = from;
      resendBox.hidden = false;
      $('[data-si-otp-lead]', dialog).textContent = t('otp.sentTo', { phone: to });
      verifyButton.disabled = false;
      resend.start();
      dialog.showModal();
      raiseToasts();
      boxes.restart();
    },
  };
}
