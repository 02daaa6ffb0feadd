import type { T } from '../lib/i18n';

/**
 * The bar on every page of a preview: says the page shows unpublished changes and leads out of the preview. A labelled
 * landmark of its own (axe's region rule: all content inside landmarks).
 */
export function PreviewBar({ t, exitUrl }: { t: T; exitUrl: string }) {
  return (
    <aside className="sf-preview-bar" aria-label={t('preview.label')}>
      <p className="sf-preview-bar__text">{t('preview.notice')}</p>
      <a className="sf-preview-bar__exit" href={exitUrl}>
        {t('preview.exit')}
      </a>
    </aside>
  );
}
