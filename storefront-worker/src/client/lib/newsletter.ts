// The footer's newsletter form on every store page: checked here, sent as JSON to POST /api/stores/{id}/newsletter
// (same origin on the dashboard host and on custom domains). Errors at the field; success in the status line.
// Its messages are rendered into the form's data-msg-* attributes in the page's language.
import { isEmail } from '../store/form-checks';
import { $ } from './dom';
import { clearFieldErrors, setFieldError } from './field-error';
import { fill, pageData } from './page-data';
import { publicOperations as ops } from '@app/contracts/operations/public';
import { call } from './post-json';

export function initNewsletter() {
  const form = $<HTMLFormElement>('[data-sf-newsletter]');
  const input = form && $<HTMLInputElement>('input[type="email"]', form);
  const status = form && $('[data-sf-newsletter-status]', form);
  const button = form && $<HTMLButtonElement>('button[type="submit"]', form);
  if (!form || !input || !status || !button) return;
  const msg = form.dataset;
  let busy = false;
  input.addEventListener('input', () => setFieldError(input, ''));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (busy) return;
    clearFieldErrors(form);
    status.textContent = '';
    const email = input.value.trim();
    if (!isEmail(email)) {
      setFieldError(input, msg.msgInvalid ?? '');
      input.focus();
      return;
    }
    busy = button.disabled = true;
    status.textContent = msg.msgSending ?? '';
    try {
      const res = await call(ops.newsletter, { website_id: pageData().storeId }, { email });
      status.textContent = '';
      if (res.ok) {
        status.textContent = msg.msgSuccess ?? '';
        input.value = '';
        return;
      }
      const text =
        res.status === 429 ? fill(msg.msgRate ?? '', { seconds: res.retryAfter }) : res.status === 400 ? msg.msgInvalid : msg.msgFailed;
      setFieldError(input, text ?? '');
      input.focus();
    } catch {
      status.textContent = '';
      setFieldError(input, msg.msgFailed ?? '');
    } finally {
      busy = button.disabled = false;
    }
  });
}
