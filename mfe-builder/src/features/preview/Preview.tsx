import { Button, Spinner } from '@app/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Hint } from '../../shared/layout';
import { storePath } from '../share/share';
import { draftPreviewUrl } from './preview-session';

const Frame = styled.iframe`
  width: 100%;
  height: min(78vh, 900px);
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: 8px;
  background: #fff;
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 8px;
  flex-wrap: wrap;
  h2 {
    font-size: 1.1rem;
    margin: 0 auto 0 0;
  }
`;

/** The draft URL to frame; the live store's while the session cannot be had (the frame still shows the store). */
function useDraftUrl(domain: string, version: number, manual: number): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    draftPreviewUrl(domain)
      .then((u) => live && setUrl(u))
      .catch(() => live && setUrl(storePath(domain)));
    return () => {
      live = false;
    };
  }, [domain, version, manual]);
  return url;
}

/**
 * The preview is the real storefront (DESIGN §8) showing the saved draft through a builder preview link (DESIGN §15);
 * a new `version` (bumped after every save) mounts a fresh frame, i.e. reloads it. "Open" goes to the live store.
 */
export function Preview({ domain, version }: { domain: string; version: number }) {
  const { t } = useTranslation('builder');
  const [manual, setManual] = useState(0);
  const url = useDraftUrl(domain, version, manual);
  return (
    <section aria-labelledby="preview-heading">
      <Bar>
        <h2 id="preview-heading">{t('preview.title')}</h2>
        <Button type="button" $variant="secondary" onClick={() => setManual((n) => n + 1)}>
          {t('preview.reload')}
        </Button>
        {/* The live store, as shoppers see it: the frame's preview lives in its links only (no cookie). */}
        <a href={storePath(domain)} target="_blank" rel="noopener">
          {t('preview.open')}
        </a>
      </Bar>
      <Hint>{t('preview.draftHint')}</Hint>
      {url ? (
        <Frame key={`${version}-${manual}`} src={url} title={t('preview.frameTitle')} data-version={version} />
      ) : (
        <Spinner aria-label={t('loading')} />
      )}
    </section>
  );
}
