import { Button, Input } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { openStore } from '../../shared/full-page';

const Row = styled.form`
  display: flex;
  gap: 8px;
  margin-top: 10px;
`;
const Label = styled.label`
  display: block;
  font-weight: 600;
  font-size: 0.92rem;
  margin-top: 10px;
`;
// A link-looking toggle, aligned with the text above it.
const Toggle = styled(Button)`
  padding: 0;
  min-height: 0;
  text-decoration: underline;
`;

/** SPEC §2: a hidden box for a store number (digits only, required) that opens /published-store/{number}. */
export function FindStore() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [number, setNumber] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (number) openStore(number);
  };
  return (
    <div>
      <Toggle type="button" $variant="ghost" aria-expanded={open} aria-controls="find-store" onClick={() => setOpen(!open)}>
        {t('findStore.toggle')}
      </Toggle>
      {open ? (
        <div id="find-store">
          <Label htmlFor="find-store-number">{t('findStore.label')}</Label>
          <Row onSubmit={submit} role="search">
            <Input
              id="find-store-number"
              inputMode="numeric"
              maxLength={12}
              placeholder={t('findStore.placeholder')}
              value={number}
              onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
              required
            />
            <Button type="submit" disabled={!number}>
              {t('findStore.go')}
            </Button>
          </Row>
        </div>
      ) : null}
    </div>
  );
}
