import { changeLanguage, LANGUAGE_LIST } from '@app/i18n';
import { Select } from '@app/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Small = styled(Select)`
  min-height: 36px;
  padding: 4px 8px;
`;

/** Every language of the list (@app/contracts languages.ts), named in itself; the choice is kept on the device (appLang) and survives a reload. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <Small
      aria-label={t('common:language')}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(e) => void changeLanguage(e.target.value)}
    >
      {LANGUAGE_LIST.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.name}
        </option>
      ))}
    </Small>
  );
}
