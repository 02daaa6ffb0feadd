import type { Website } from '@app/contracts';
import { useMemo } from 'react';
import { createValues, updateValues, type ChromeKind } from './chrome';
import { ChromeForm } from './ChromeForm';

/**
 * The Header or the Footer panel: the Create form while the store has none, then only the Update form (a second
 * "create" of an existing header would be refused anyway).
 */
export function ChromePanel({ kind, website }: { kind: ChromeKind; website: Website }) {
  const saved = website[kind];
  const mode = saved ? 'update' : 'create';
  const initial = useMemo(() => (saved ? updateValues(saved) : createValues()), [saved]);
  return <ChromeForm key={`${kind}-${mode}`} kind={kind} mode={mode} initialValues={initial} pages={website.pages} />;
}
