import { Button, Input, VisuallyHidden } from '@app/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SearchIcon } from '../../app/icons';

const Form = styled.form`
  display: flex;
  gap: 6px;
  align-items: center;
  min-width: 0;
`;
const Box = styled(Input)`
  width: 170px;
  min-height: 38px;
`;
const Go = styled(Button)`
  min-height: 38px;
  padding: 0 12px;
`;

const DIGITS = /^\d+$/;

/** The store is served by the storefront Worker, not by this app: a full page load, not a client-side route. */
function storeUrl(storeNumber: string): string {
  return `/published-store/${storeNumber}`;
}

/** Store-number search (SPEC §5): digits only, required; the button stays disabled until it is a number. */
export function StoreSearch({ navigate = (url: string) => window.location.assign(url) }: { navigate?: (url: string) => void }) {
  const { t } = useTranslation('shell');
  const id = useId();
  const [value, setValue] = useState('');
  const valid = DIGITS.test(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) navigate(storeUrl(value));
  };
  return (
    <Form role="search" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={id}>
        {t('search.label')}
      </VisuallyHidden>
      <Box
        id={id}
        name="store"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={12}
        required
        autoComplete="off"
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
      />
      <Go type="submit" disabled={!valid} aria-label={t('search.submit')}>
        <SearchIcon />
      </Go>
    </Form>
  );
}
