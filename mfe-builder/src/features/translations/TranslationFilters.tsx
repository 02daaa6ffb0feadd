import { RESOURCE_TYPES, TRANSLATION_STATUSES, type ResourceType, type TranslationStatus } from '@app/contracts';
import { Select } from '@app/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Row } from '../../shared/layout';
import { requestLeave } from '../../shared/unsaved.store';
import { setFilters, translationsState } from './translations.store';

const Filter = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 12px;
  label {
    font-weight: 600;
    font-size: 0.92rem;
  }
`;

/** A labelled select of a filter: "all" first, then each value; a change with unsaved edits asks first. */
function FilterSelect<V extends string>(p: {
  id: string;
  label: string;
  all: string;
  value: V | '';
  values: readonly V[];
  name: (v: V) => string;
  onPick: (v: V | '') => void;
}) {
  return (
    <Filter>
      <label htmlFor={p.id}>{p.label}</label>
      <Select
        id={p.id}
        value={p.value}
        onChange={(e) => {
          const v = e.target.value as V | '';
          requestLeave(() => p.onPick(v));
        }}
      >
        <option value="">{p.all}</option>
        {p.values.map((v) => (
          <option key={v} value={v}>
            {p.name(v)}
          </option>
        ))}
      </Select>
    </Filter>
  );
}

/** Status (all, missing, outdated, up to date) and kind of content; each change goes back to the first page. */
export function TranslationFilters() {
  const { t } = useTranslation('builder');
  const { status, type } = useSnapshot(translationsState);
  return (
    <Row role="group" aria-label={t('translations.filters')}>
      <FilterSelect<TranslationStatus>
        id="translations-status"
        label={t('translations.statusFilter')}
        all={t('translations.all')}
        value={status}
        values={TRANSLATION_STATUSES}
        name={(s) => t(`translations.status.${s}`)}
        onPick={(s) => setFilters({ status: s })}
      />
      <FilterSelect<ResourceType>
        id="translations-type"
        label={t('translations.typeFilter')}
        all={t('translations.allTypes')}
        value={type}
        values={RESOURCE_TYPES}
        name={(r) => t(`translations.types.${r}`)}
        onPick={(r) => setFilters({ type: r })}
      />
    </Row>
  );
}
