// Contact forms of custom pages (builder `form` sections): checked here, sent as JSON to
// POST /api/stores/{id}/contact {section_id, fields}. Errors at their fields (the API's detail loc names the key),
// the rest in the form's alert; success in its status line. Messages come from the form's data-msg-* attributes.
import { checkContact } from '../store/form-checks';
import { $, $$ } from './dom';
import { clearFieldErrors, setFieldError } from './field-error';
import { fill, pageData } from './page-data';
import { publicOperations as ops } from '@app/contracts/operations/public';
import type { Rule } from '@app/contracts/messages';
import { call } from './post-json';

type Input = HTMLInputElement | HTMLTextAreaElement;

function wire(form: HTMLFormElement) {
  const msg = form.dataset;
  const inputs = $$<Input>('[data-key]', form);
  const alert = $('[data-sf-contact-error]', form)!;
  const status = $('[data-sf-contact-status]', form)!;
  const button = $<HTMLButtonElement>('button[type="submit"]', form)!;
  const byKey = (key: unknown) => inputs.find((i) => i.dataset.key === key);
  const fieldError = (input: Input | undefined, text: string) => {
    const target = input ?? inputs[0];
    if (!target) return;
    setFieldError(target, text);
    target.focus();
  };
  const formError = (text: string) => {
    alert.textContent = text;
    alert.hidden = false;
    alert.focus();
  };
  // The API's rule, in the page's language: the two the form also checks itself by their texts, others as invalid.
  const ruleText = (rule: Rule | undefined) =>
    (rule === 'fieldTooLong' ? msg.msgTooLong : rule === 'allBlank' ? msg.msgRequired : msg.msgInvalid) ?? '';
  let busy = false;

  form.addEventListener('input', (e) => setFieldError(e.target as Input, ''));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (busy) return;
    clearFieldErrors(form);
    alert.hidden = true;
    status.textContent = '';
    const fields = Object.fromEntries(inputs.map((i) => [i.dataset.key ?? '', i.value]));
    const problem = checkContact(fields);
    if (problem) return fieldError(byKey(problem.key), problem.problem === 'tooLong' ? (msg.msgTooLong ?? '') : (msg.msgRequired ?? ''));
    busy = button.disabled = true;
    status.textContent = msg.msgSending ?? '';
    try {
      const res = await call(ops.contact, { website_id: pageData().storeId }, { section_id: Number(form.dataset.sfContact), fields });
      status.textContent = '';
      if (res.ok) {
        form.reset();
        status.textContent = msg.msgSuccess ?? '';
        return;
      }
      if (res.status === 400) {
        const [first] = res.body.detail ?? [];
        return fieldError(byKey(first?.loc?.[2]), ruleText(first?.rule));
      }
      if (res.status === 404) return formError(msg.msgNotFound ?? '');
      formError(res.status === 429 ? fill(msg.msgRate ?? '', { seconds: res.retryAfter }) : (msg.msgFailed ?? ''));
    } catch {
      status.textContent = '';
      formError(msg.msgFailed ?? '');
    } finally {
      busy = button.disabled = false;
    }
  });
}

export function initContactForms() {
  for (const form of $$<HTMLFormElement>('form[data-sf-contact]')) wire(form);
}
