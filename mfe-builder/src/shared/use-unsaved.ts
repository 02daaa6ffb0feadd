import { useEffect, useId } from 'react';
import { setDirty } from './unsaved.store';

/** Reports this form's edits to the builder's unsaved-changes guard while it is on screen. */
export function useUnsaved(dirty: boolean, name?: string): void {
  const auto = useId();
  const id = name ?? auto;
  useEffect(() => {
    setDirty(id, dirty);
  }, [id, dirty]);
  useEffect(() => () => setDirty(id, false), [id]);
}
