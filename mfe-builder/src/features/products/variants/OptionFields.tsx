import { Button, Field, Input } from '@app/ui';
import { ariaFor } from '@app/remote-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useText } from '../../../shared/use-text';
import { Row } from '../../../shared/layout';
import { canAddOption, type Draft, type FieldErrors, type OptionDraft } from './variants-draft';

// Level with the inputs beside it (a Field keeps 14 px below its control).
const RemoveCell = styled.div`
  align-self: end;
  margin-bottom: 14px;
`;

interface Props {
  draft: Draft;
  errors: FieldErrors;
  idPrefix: string;
  onChange: (options: OptionDraft[]) => void;
}

/** The options: a name and comma-separated values each, up to MAX_OPTIONS; each change regenerates the rows. */
export function OptionFields({ draft, errors, idPrefix, onChange }: Props) {
  const { t } = useTranslation('builder');
  const text = useText();
  const set = (i: number, patch: Partial<OptionDraft>) => onChange(draft.options.map((o, k) => (k === i ? { ...o, ...patch } : o)));
  // A value's own problem (a duplicate) is shown under the option's values input.
  const valuesError = (i: number) =>
    errors[`options[${i}].values`] ?? Object.entries(errors).find(([k]) => k.startsWith(`options[${i}].values[`))?.[1];
  return (
    <>
      {draft.options.map((o, i) => {
        const n = i + 1;
        const nameId = `${idPrefix}-option${i}-name`;
        const valuesId = `${idPrefix}-option${i}-values`;
        const nameError = errors[`options[${i}].name`];
        const vError = valuesError(i);
        return (
          <Row key={i}>
            <Field id={nameId} label={t('products.variants.optionName', { n })} error={nameError && text(nameError)}>
              <Input
                id={nameId}
                value={o.name}
                maxLength={40}
                onChange={(e) => set(i, { name: e.currentTarget.value })}
                {...ariaFor(nameId, nameError)}
              />
            </Field>
            <Field id={valuesId} label={t('products.variants.optionValues', { n })} error={vError && text(vError)}>
              <Input
                id={valuesId}
                value={o.values}
                onChange={(e) => set(i, { values: e.currentTarget.value })}
                {...ariaFor(valuesId, vError)}
              />
            </Field>
            <RemoveCell>
              <Button type="button" $variant="ghost" onClick={() => onChange(draft.options.filter((_, k) => k !== i))}>
                {t('products.variants.removeOption', { n })}
              </Button>
            </RemoveCell>
          </Row>
        );
      })}
      {canAddOption(draft) && (
        <Button type="button" $variant="secondary" onClick={() => onChange([...draft.options, { name: '', values: '' }])}>
          {t('products.variants.addOption')}
        </Button>
      )}
    </>
  );
}
