// The store at a glance: title, domain, store number and the storefront link, or the way to create the website.
import type { Website } from '@app/contracts';
import { Button, Card, notify, spreadRow } from '@app/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '../../shared/links';
import { storefrontUrl } from '@app/contracts/share-flag';

const Row = styled.div`
  ${spreadRow}
  gap: 16px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
`;
const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 24px;
  margin: 8px 0 0;
  div {
    display: flex;
    gap: 6px;
  }
  dt {
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export function StoreCard({ website, onShared }: { website: Website | null; onShared: () => void }) {
  const { t } = useTranslation('commerce');
  if (!website) {
    return (
      <Card aria-labelledby="store-title">
        <Row>
          <div>
            <h2 id="store-title">{t('store.noneTitle')}</h2>
            <p>{t('store.noneText')}</p>
          </div>
          <ButtonLink to="/website">{t('store.create')}</ButtonLink>
        </Row>
      </Card>
    );
  }
  const url = storefrontUrl(website.domain);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      onShared();
      notify.success(t('store.linkCopied'));
    } catch {
      notify.error(t('store.copyFailed', { url }));
    }
  };
  return (
    <Card aria-labelledby="store-title">
      <Row>
        <div>
          <h2 id="store-title">{website.title}</h2>
          {website.description && <p>{website.description}</p>}
          <Facts>
            <div>
              <dt>{t('store.domain')}</dt>
              <dd>{website.domain}</dd>
            </div>
            <div>
              <dt>{t('store.number')}</dt>
              <dd data-testid="store-number">{website.id}</dd>
            </div>
          </Facts>
        </div>
        <Actions>
          <ButtonAnchor href={`/published/${encodeURIComponent(website.domain)}`} target="_blank" rel="noopener">
            {t('store.open')}
          </ButtonAnchor>
          <Button type="button" $variant="secondary" onClick={() => void copy()}>
            {t('store.copy')}
          </Button>
        </Actions>
      </Row>
    </Card>
  );
}
