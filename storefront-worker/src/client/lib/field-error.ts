// A field's own error line (`<p id="{input id}-error">`, rendered hidden by the server): shown with the message, and
// tied to its input by aria-invalid and aria-describedby while it says something. An input may name other
// descriptions (a hint) in data-describedby; they stay described.
type Input = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function setFieldError(input: Input, message: string) {
  const line = document.getElementById(`${input.id}-error`);
  if (line) {
    line.textContent = message;
    line.hidden = !message;
  }
  const ids = [input.dataset.describedby, message && line ? line.id : ''].filter(Boolean).join(' ');
  if (ids) input.setAttribute('aria-describedby', ids);
  else input.removeAttribute('aria-describedby');
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

export function clearFieldErrors(root: ParentNode) {
  for (const input of Array.from(root.querySelectorAll<Input>('input, textarea, select'))) if (input.id) setFieldError(input, '');
}
