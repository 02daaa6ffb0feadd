// The frame of an order action's dialog (Modal: focus trapped, Escape closes, focus goes back to the opener): a form
// whose fields show their own message (the form's check or the server's, by the field's `loc`), a general message
// otherwise, and Confirm / Cancel buttons. Confirm is disabled while the call runs, so one click is one call.
import { messageOf, type Shown } from '@app/api-client';
import type { ErrorDetail, MessageParams, Rule, RuleMessage } from '@app/contracts';
import { useMessageText } from '@app/i18n';
import { Alert, Button, Field, Input, Modal } from '@app/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckLabel as Check } from '../../shared/check-label';

export type FieldErrors = Record<string, RuleMessage | Shown | undefined>;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
  flex-wrap: wrap;
  margin-top: 8px;
`;

/** The server's refusals by field (`loc: ['body', name]`); what names no field of this form is the general message. */
export function serverErrors(err: unknown, fields: readonly string[]): { fields: FieldErrors; general: Shown | null } {
  const detail = ((err as { detail?: (ErrorDetail & { rule?: Rule; params?: MessageParams })[] }).detail ?? []).filter(
    (d) => d.loc[0] === 'body' && fields.includes(d.loc[1] ?? ''),
  );
  const out: FieldErrors = {};
  for (const d of detail) out[d.loc[1]!] = d.rule ? { rule: d.rule, ...(d.params && { params: d.params }) } : { text: d.msg };
  return { fields: out, general: detail.length ? null : messageOf(err, 'generic') };
}

export interface DialogProps {
  title: string;
  confirm: string;
  /** Runs the action; throws the API's error (shown here) or resolves once done (the dialog closes). */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** The form's own checks before any call; non-empty keeps the dialog open with these messages. */
  check?: () => FieldErrors;
  fields?: readonly string[];
  danger?: boolean;
  children?: (errors: FieldErrors) => ReactNode;
}

export function ActionDialog({ title, confirm, onConfirm, onClose, check, fields = [], danger, children }: DialogProps) {
  const { t } = useTranslation('commerce');
  const text = useMessageText('commerce');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<Shown | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const own = check?.() ?? {};
    setErrors(own);
    setGeneral(null);
    if (Object.values(own).some(Boolean)) return;
    setBusy(true);
    try {
      await onConfirm();
    } catch (err) {
      const shown = serverErrors(err, fields);
      setErrors(shown.fields);
      setGeneral(shown.general);
      setBusy(false);
    }
  };
  return (
    <Modal open title={title} onClose={onClose}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        {children?.(errors)}
        {general && <Alert>{text(general)}</Alert>}
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('orders.actions.back')}
          </Button>
          <Button type="submit" $variant={danger ? 'danger' : 'primary'} disabled={busy}>
            {confirm}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}

/** A text input with its label and message, tied by id. */
export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: RuleMessage | Shown;
  inputMode?: 'decimal';
}) {
  const text = useMessageText('commerce');
  const message = props.error ? text(props.error) : undefined;
  return (
    <Field id={props.id} label={props.label} error={message}>
      <Input
        id={props.id}
        value={props.value}
        inputMode={props.inputMode}
        $invalid={!!message}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${props.id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field>
  );
}

export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <Check>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </Check>
  );
}
