import { Button } from '@app/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { storePath } from '../share/share';

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

/**
 * The live preview is the real storefront (DESIGN §8), the page a shopper gets; a new `version` (bumped after every
 * save) mounts a fresh frame, i.e. reloads it.
 */
export function Preview({ domain, version }: { domain: string; version: number }) {
  const { t } = useTranslation('builder');
  const [manual, setManual] = useState(0);
  const path = storePath(domain);
  return (
    <section aria-labelledby="preview-heading">
      <Bar>
        <h2 id="preview-heading">{t('preview.title')}</h2>
        <Button type="button" $variant="secondary" onClick={() => setManual((n) => n + 1)}>
          {t('preview.reload')}
        </Button>
        <a href={path} target="_blank" rel="noopener">
          {t('preview.open')}
        </a>
      </Bar>
      <Frame key={`${version}-${manual}`} src={path} title={t('preview.frameTitle')} data-version={version} />
    </section>
  );
}
