// Copying a text for the merchant (a store link, a webhook URL), shared by the remotes.

/** The clipboard API where the page may use it, else a selected text field and the old copy command. */
export async function copyText(text: string, fallbackField?: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // denied: try the old way
  }
  if (!fallbackField) return false;
  fallbackField.select();
  return document.execCommand?.('copy') ?? false;
}
