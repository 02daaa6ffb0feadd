import { Card, visuallyHidden } from '@app/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { SetupStep } from './setup-steps';

const List = styled.ol`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    padding: 10px 0;
    border-top: 1px solid ${(p) => p.theme.color.border};
  }
  .mark {
    flex: none;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-size: 0.8rem;
    border: 2px solid ${(p) => p.theme.color.border};
    color: transparent;
  }
  li[data-done='true'] .mark {
    background: ${(p) => p.theme.color.success};
    border-color: ${(p) => p.theme.color.success};
    color: #fff;
  }
  li[data-done='true'] .label {
    color: ${(p) => p.theme.color.muted};
  }
  .label {
    font-weight: 600;
  }
  .detail {
    display: block;
    font-size: 0.85rem;
    color: ${(p) => p.theme.color.muted};
    font-weight: 400;
  }
  a {
    display: block;
    width: fit-content;
    margin-top: 2px;
    font-size: 0.85rem;
  }
  .sr-status {
    ${visuallyHidden}
  }
`;
const Progress = styled.div`
  height: 8px;
  border-radius: 999px;
  background: ${(p) => p.theme.color.border};
  overflow: hidden;
  margin-top: 8px;
  span {
    display: block;
    height: 100%;
    background: ${(p) => p.theme.color.success};
  }
`;
const Head = styled.div`
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 4px 0 0;
    color: ${(p) => p.theme.color.muted};
    font-size: 0.9rem;
  }
`;

export function SetupChecklist({ steps }: { steps: SetupStep[] }) {
  const { t } = useTranslation('commerce');
  const done = steps.filter((s) => s.done).length;
  return (
    <Card aria-labelledby="setup-title">
      <Head>
        <h2 id="setup-title">{t('setup.title')}</h2>
        <p id="setup-progress">{t('setup.progress', { done, total: steps.length })}</p>
      </Head>
      <Progress role="progressbar" aria-labelledby="setup-progress" aria-valuemin={0} aria-valuemax={steps.length} aria-valuenow={done}>
        <span style={{ width: `${(done / steps.length) * 100}%` }} />
      </Progress>
      <List>
        {steps.map((s) => (
          <li key={s.key} data-done={s.done} data-testid={`step-${s.key}`}>
            <span className="mark" aria-hidden="true">
              ✓
            </span>
            <span>
              <span className="label">{t(`setup.${s.key}.label`)}</span>
              <span className="sr-status"> — {t(s.done ? 'setup.done' : 'setup.todo')}</span>
              {s.detail && <span className="detail">{t(`setup.${s.key}.detail`, s.detail)}</span>}
              {!s.done && s.hint && <span className="detail">{t(`setup.${s.key}.${s.hint}`)}</span>}
              {!s.done && s.key !== 'shared' && (
                <Link to={s.key === 'payments' ? '/payments' : '/website'}>{t(`setup.${s.key}.action`)}</Link>
              )}
              {!s.done && s.key === 'shared' && <span className="detail">{t('setup.shared.hint')}</span>}
            </span>
          </li>
        ))}
      </List>
    </Card>
  );
}
