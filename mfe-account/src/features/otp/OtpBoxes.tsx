import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { backspaceAt, keyAt, pasteCode, typeAt, type Digits, type Step } from '@app/contracts/otp-digits';

const Row = styled.div`
  display: flex;
  gap: 8px;
  justify-content: center;
  margin: 8px 0;
`;
const Box = styled.input<{ $state: 'idle' | 'error' | 'success' }>`
  width: 46px;
  height: 54px;
  text-align: center;
  font: inherit;
  font-size: 1.5rem;
  font-weight: 700;
  border-radius: 8px;
  border: 2px solid ${(p) => p.theme.color.border};
  background: #fff;
  ${({ $state, theme }) =>
    $state === 'error'
      ? css`
          border-color: ${theme.color.danger};
          background: ${theme.color.dangerBg};
        `
      : $state === 'success'
        ? css`
            border-color: ${theme.color.success};
            background: ${theme.color.successBg};
          `
        : ''}
  &:focus {
    outline: none;
    border-color: ${(p) => p.theme.color.primary};
  }
  @media (max-width: 420px) {
    width: 40px;
    height: 48px;
  }
`;

export interface OtpBoxesProps {
  digits: Digits;
  onChange: (digits: Digits) => void;
  state: 'idle' | 'error' | 'success';
  disabled?: boolean;
  describedBy?: string;
}

/** Six single-digit boxes: digits only, focus moves on, Backspace clears and moves back, a paste fills them all. */
export function OtpBoxes({ digits, onChange, state, disabled, describedBy }: OtpBoxesProps) {
  const { t } = useTranslation('account');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const apply = (step: Step) => {
    onChange(step.digits);
    refs.current[step.focus]?.focus();
  };
  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    const typed = e.ctrlKey || e.metaKey || e.altKey ? null : keyAt(digits, i, e.key);
    if (typed) {
      // The box's own input event would not fire for the digit it already holds: the key decides.
      e.preventDefault();
      apply(typed);
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      apply(backspaceAt(digits, i));
    } else if (e.key === 'ArrowLeft' && i > 0) {
      e.preventDefault();
      refs.current[i - 1]?.focus();
    } else if (e.key === 'ArrowRight' && i < digits.length - 1) {
      e.preventDefault();
      refs.current[i + 1]?.focus();
    }
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const step = pasteCode(e.clipboardData.getData('text'));
    e.preventDefault();
    if (step) apply(step);
  };
  return (
    <Row role="group" aria-label={t('otp.boxesLabel')}>
      {digits.map((d, i) => (
        <Box
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={d}
          $state={state}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digitLabel', { n: i + 1 })}
          aria-invalid={state === 'error' || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          data-otp-box={i}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => apply(typeAt(digits, i, e.target.value))}
          onKeyDown={onKeyDown(i)}
          onPaste={onPaste}
        />
      ))}
    </Row>
  );
}
