// Contact forms of custom pages (builder `form` sections): checked here, sent as JSON to
// POST /api/stores/{id}/contact {section_id, fields, email}: the sender's email is the [data-sender-email] input
// (a key of the form that asks for an email, or a field of its own), required so the merchant can reply. Errors at their fields (the API's detail loc names the key),
// the rest in the form's alert; success in its status line. Messages come from the form's data-msg-* attributes.
import { checkContact, isEmail } from '../store/form-checks';
import { $, $$ } from './dom';
import { clearFieldErrors, setFieldError } from './field-error';
import { fill, pageData } from './page-data';
import { publicOperations as ops } from '@app/contracts/operations/public';
import type { Rule } from '@app/contracts/messages';
import { call } from './post-json';

type Input = HTMLInputElement | HTMLTextAreaElement;

/** What is wrong with the sender's email (the form's words), or null. */
const senderText = (email: string, msg: DOMStringMap): string | null =>
  !email ? (msg.msgEmailRequired ?? '') : isEmail(email) ? null : (msg.msgEmailInvalid ?? '');

/** The API's rule, in the page's language: those the form also checks itself by their texts, others as invalid. */
function ruleText(msg: DOMStringMap, rule: Rule | undefined): string {
  const texts: Partial<Record<Rule, string | undefined>> = {
    fieldTooLong: msg.msgTooLong,
    allBlank: msg.msgRequired,
    emailRequired: msg.msgEmailRequired,
    emailInvalid: msg.msgEmailInvalid,
  };
  return (rule && texts[rule]) ?? msg.msgInvalid ?? '';
}

function wire(form: HTMLFormElement) {
  const msg = form.dataset;
  const inputs = $$<Input>('[data-key]', form);
  const alert = $('[data-sf-contact-error]', form)!;
  const status = $('[data-sf-contact-status]', form)!;
  const button = $<HTMLButtonElement>('button[type="submit"]', form)!;
  const sender = $<HTMLInputElement>('[data-sender-email]', form)!;
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
  let busy = false;

  form.addEventListener('input', (e) => setFieldError(e.target as Input, ''));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (busy) return;
    clearFieldErrors(form);
    alert.hidden = true;
    status.textContent = '';
    const fields = Object.fromEntries(inputs.map((i) => [i.dataset.key ?? '', i.value]));
    const email = sender.value.trim();
    if (senderText(email, msg) !== null) return fieldError(sender, senderText(email, msg)!);
    const problem = checkContact(fields);
    if (problem) return fieldError(byKey(problem.key), problem.problem === 'tooLong' ? (msg.msgTooLong ?? '') : (msg.msgRequired ?? ''));
    busy = button.disabled = true;
    status.textContent = msg.msgSending ?? '';
    try {
      const res = await call(
        ops.contact,
        { website_id: pageData().storeId },
        { section_id: Number(form.dataset.sfContact), fields, email },
      );
      status.textContent = '';
      if (res.ok) {
        form.reset();
        status.textContent = msg.msgSuccess ?? '';
        return;
      }
      if (res.status === 400) {
        const [first] = res.body.detail ?? [];
        return fieldError(first?.loc?.[1] === 'email' ? sender : byKey(first?.loc?.[2]), ruleText(msg, first?.rule));
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
