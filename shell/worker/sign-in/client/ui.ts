// The page's small pieces of behaviour: field messages tied to their inputs, the red alert, toasts, busy buttons.
export const $ = <T extends Element = HTMLElement>(sel: string, root: ParentNode = document) => root.querySelector<T>(sel)!;

/** The message under a field (`<id>-error`), tied to it with aria-describedby and aria-invalid; '' clears it. */
export function setFieldError(input: HTMLElement, message: string) {
  const box = document.getElementById(`${input.id}-error`);
  if (box) {
    box.textContent = message;
    box.hidden = !message;
  }
  if (message) {
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', `${input.id}-error`);
  } else {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
}

/** The red alert above the forms (SPEC §2); null hides it. */
export function setAlert(message: string | null) {
  const alert = $('[data-testid="auth-error"]');
  alert.textContent = message ?? '';
  alert.hidden = !message;
}

const TOAST_MS = 6000;

/**
 * Keeps the toasts above everything, the code dialog included: the list is a popover, and showing it again puts it
 * on top of the top layer; an empty list is hidden.
 */
function restack(list: HTMLElement) {
  if (list.matches(':popover-open')) list.hidePopover();
  if (list.childElementCount > 0) list.showPopover();
}

/** A toast under the header: errors are alerts (read out at once), the rest a status; a click dismisses it. */
export function toast(message: string, kind: 'info' | 'error' = 'info') {
  if (!message) return;
  const list = $('[data-si-toasts]');
  const el = document.createElement('div');
  el.className = `si-toast si-toast--${kind}`;
  el.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  el.textContent = message;
  const remove = () => (el.remove(), restack(list));
  el.addEventListener('click', remove);
  list.append(el);
  restack(list);
  setTimeout(remove, TOAST_MS);
}

/** After a dialog opens: the toasts on screen stay above it. */
export function raiseToasts() {
  restack($('[data-si-toasts]'));
}

/** A submit button while its request runs: disabled, with the "...ing" text; back to its own text after. */
export function busy(button: HTMLButtonElement, label: string | null) {
  button.dataset.label ??= button.textContent ?? '';
  button.disabled = label !== null;
  button.textContent = label ?? button.dataset.label;
}
