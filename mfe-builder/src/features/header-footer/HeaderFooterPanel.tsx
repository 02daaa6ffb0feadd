import type { Website } from '@app/contracts';
import { useMemo } from 'react';
import { createValues, updateValues, type HeaderFooterKind } from './header-footer';
import { HeaderFooterForm } from './HeaderFooterForm';

/**
 * The Header or the Footer panel: the Create form while the store has none, then only the Update form (a second
 * "create" of an existing header would be refused anyway).
 */
export function HeaderFooterPanel({ kind, website }: { kind: HeaderFooterKind; website: Website }) {
  const saved = website[kind];
  const mode = saved ? 'update' : 'create';
  const initial = useMemo(() => (saved ? updateValues(saved) : createValues()), [saved]);
  return <HeaderFooterForm key={`${kind}-${mode}`} kind={kind} mode={mode} initialValues={initial} pages={website.pages} />;
}
