import { MAX_OPTIONS } from '@app/contracts';
import { Button, Field, Input } from '@app/ui';
import { ariaFor } from '@app/remote-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useText } from '../../../shared/use-text';
import { Hint, Row } from '../../../shared/layout';
import { fieldsInLine } from './fields-in-line';
import { canAddOption, type Draft, type FieldErrors, type OptionDraft } from './variants-draft';

// An option's name, values and Remove on one line, the inputs level whatever their labels' and messages' lengths.
const OptionRow = styled(Row)`
  ${fieldsInLine}
`;
// On the inputs' line (the second of the three rows it spans).
const RemoveCell = styled.div`
  display: grid;
  > button {
    grid-row: 2;
    align-self: center;
    justify-self: start;
  }
`;

interface Props {
  draft: Draft;
  errors: FieldErrors;
  idPrefix: string;
  onChange: (options: OptionDraft[]) => void;
}

/**
 * Where focus goes after an add or a remove, once the fields are rendered: a keyboard user lands in the new option's
 * name, and a removed option's button (gone) hands focus to the next thing to do rather than to the page's start.
 */
function useFocusAfter() {
  // An object each time: the same id twice in a row (two removals of the first option) must focus again.
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return (id: string) => setTarget({ id });
}

/** The options: a name and comma-separated values each, up to MAX_OPTIONS; each change regenerates the rows. */
export function OptionFields({ draft, errors, idPrefix, onChange }: Props) {
  const { t } = useTranslation('builder');
  const text = useText();
  const focusAfter = useFocusAfter();
  const addId = `${idPrefix}-add-option`;
  const nameIdOf = (i: number) => `${idPrefix}-option${i}-name`;
  const add = () => (onChange([...draft.options, { name: '', values: '' }]), focusAfter(nameIdOf(draft.options.length)));
  const remove = (i: number) => {
    onChange(draft.options.filter((_, k) => k !== i));
    // The option that took its place, else the Add button (there is always room for one after a removal).
    focusAfter(i < draft.options.length - 1 ? nameIdOf(i) : addId);
  };
  const set = (i: number, patch: Partial<OptionDraft>) => onChange(draft.options.map((o, k) => (k === i ? { ...o, ...patch } : o)));
  // A value's own problem (a duplicate) is shown under the option's values input.
  const valuesError = (i: number) =>
    errors[`options[${i}].values`] ?? Object.entries(errors).find(([k]) => k.startsWith(`options[${i}].values[`))?.[1];
  return (
    <>
      {draft.options.map((o, i) => {
        const n = i + 1;
        const nameId = nameIdOf(i);
        const valuesId = `${idPrefix}-option${i}-values`;
        const nameError = errors[`options[${i}].name`];
        const vError = valuesError(i);
        return (
          <OptionRow key={i}>
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
              <Button type="button" $variant="ghost" onClick={() => remove(i)}>
                {t('products.variants.removeOption', { n })}
              </Button>
            </RemoveCell>
          </OptionRow>
        );
      })}
      {canAddOption(draft) ? (
        <Button id={addId} type="button" $variant="secondary" onClick={add}>
          {t('products.variants.addOption')}
        </Button>
      ) : (
        <Hint>{t('products.variants.optionsFull', { max: MAX_OPTIONS })}</Hint>
      )}
    </>
  );
}
