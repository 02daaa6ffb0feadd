// Unsaved edits across the builder (issue #11 item 21): every form reports whether it holds edits; anything that
// would throw them away (a link to another screen, another accordion panel or tab, closing a modal) asks first.
import { proxy } from 'valtio';

export const unsavedState = proxy({
  /** Form ids with edits not saved yet */
  dirty: {} as Record<string, true>,
  /** What to do if the merchant chooses to leave (the leave dialog is open while set) */
  asking: false,
});

let pending: (() => void) | null = null;

export function setDirty(id: string, dirty: boolean): void {
  if (dirty) unsavedState.dirty[id] = true;
  else delete unsavedState.dirty[id];
}

export const hasUnsaved = (): boolean => Object.keys(unsavedState.dirty).length > 0;

/** Runs `proceed` at once when nothing is unsaved; otherwise asks, and runs it only if the merchant leaves. */
export function requestLeave(proceed: () => void): void {
  if (!hasUnsaved()) return proceed();
  pending = proceed;
  unsavedState.asking = true;
}

/** "Leave without saving": the edits are dropped and the pending move happens. */
export function leave(): void {
  const go = pending;
  pending = null;
  unsavedState.asking = false;
  unsavedState.dirty = {};
  go?.();
}

export function stay(): void {
  pending = null;
  unsavedState.asking = false;
}

export function resetUnsaved(): void {
  pending = null;
  unsavedState.dirty = {};
  unsavedState.asking = false;
}
