import type { T } from '../lib/i18n';

/**
 * The bar on every page of a preview: says whether the page shows unpublished changes or exactly what shoppers see
 * (the draft's hash is the live publication's), and leads out of the preview (the page without the token:
 * routes/preview.ts leaves this one link as it is). A labelled landmark of its own (axe's region rule).
 */
export function PreviewBar({ t, exitUrl, changes }: { t: T; exitUrl: string; changes: boolean }) {
  return (
    <aside className="sf-preview-bar" aria-label={t('preview.label')}>
      <p className="sf-preview-bar__text" data-sf-preview-changes={changes ? 'yes' : 'no'}>
        {t(changes ? 'preview.notice' : 'preview.noChanges')}
      </p>
      <a className="sf-preview-bar__exit" href={exitUrl} data-sf-preview-exit="">
        {t('preview.exit')}
      </a>
    </aside>
  );
}
