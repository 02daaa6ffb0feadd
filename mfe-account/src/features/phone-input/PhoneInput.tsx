import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  callingCode,
  countryOptions,
  DEFAULT_COUNTRY,
  fromInternational,
  toE164,
  typedNumber,
  type CountryCode,
} from '@app/contracts/phone-picker';

const Wrap = styled.div<{ $invalid?: boolean }>`
  display: flex;
  align-items: stretch;
  min-height: 40px;
  border-radius: 8px;
  background: #fff;
  border: 1px solid ${(p) => (p.$invalid ? p.theme.color.danger : p.theme.color.border)};
  &:focus-within {
    outline: 2px solid ${(p) => p.theme.color.primary};
    outline-offset: 1px;
  }
`;
// The native select is invisible over a short "US +1" label: a full list of names, a compact face.
const Country = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 0 10px;
  flex: none;
  border-right: 1px solid ${(p) => p.theme.color.border};
  font-weight: 600;
  white-space: nowrap;
  &::after {
    content: '▾';
    font-size: 0.75rem;
    color: ${(p) => p.theme.color.muted};
  }
  select {
    position: absolute;
    inset: 0;
    width: 100%;
    opacity: 0;
    cursor: pointer;
    font: inherit;
  }
`;
const Digits = styled.input`
  flex: 1 1 0;
  width: 0;
  min-width: 0;
  border: 0;
  padding: 8px 12px;
  font: inherit;
  background: transparent;
  border-radius: 0 8px 8px 0;
  &:focus {
    outline: none;
  }
`;

export interface PhoneInputProps {
  id: string;
  name?: string;
  /** E.164 ("+15551234567") or '' */
  value: string;
  onChange: (e164: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

interface CountryPickerProps {
  country: CountryCode;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  disabled?: boolean;
  testId: string;
}

/** The country's code and calling code on show; a native select (named for screen readers) over it picks another. */
function CountryPicker({ country, onChange: onCountry, disabled, testId }: CountryPickerProps) {
  const { t, i18n } = useTranslation('account');
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const prefix = `+${callingCode(country)}`;
  return (
    <Country>
      <span aria-hidden="true">
        {country} {prefix}
      </span>
      <select aria-label={t('phone.country')} value={country} onChange={onCountry} disabled={disabled} data-testid={testId}>
        {options.map((o) => (
          <option key={o.country} value={o.country}>
            {o.name} (+{o.code})
          </option>
        ))}
      </select>
    </Country>
  );
}

/** A country-code picker (default US) and a digits-only number; at most 15 digits in all; emits E.164 with '+'. */
export function PhoneInput({ id, name, value, onChange, onBlur, invalid, describedBy, disabled }: PhoneInputProps) {
  const { t } = useTranslation('account');
  const [country, setCountry] = useState<CountryCode>(DEFAULT_COUNTRY);
  const prefix = `+${callingCode(country)}`;
  const national = value.startsWith(prefix) ? value.slice(prefix.length) : '';

  // A value set from outside (a reset, a saved number) picks its own country.
  useEffect(() => {
    if (value && !value.startsWith(prefix)) {
      const split = fromInternational(value, country);
      if (split) setCountry(split.country);
    }
  }, [value, prefix, country]);

  const onDigits = (e: ChangeEvent<HTMLInputElement>) => {
    // A whole international number pasted in ("+44 20 ...") also sets the country.
    const typed = typedNumber(e.target.value, country);
    setCountry(typed.country);
    onChange(toE164(typed.country, typed.national));
  };

  const onCountry = (e: ChangeEvent<HTMLSelectElement>) => {
    const next = e.target.value as CountryCode;
    setCountry(next);
    onChange(toE164(next, national));
  };

  return (
    <Wrap $invalid={invalid}>
      <CountryPicker country={country} onChange={onCountry} disabled={disabled} testId={`${id}-country`} />
      <Digits
        id={id}
        name={name}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('phone.placeholder')}
        value={national}
        onChange={onDigits}
        onBlur={onBlur}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </Wrap>
  );
}
