// The address the provider must post its webhooks to, with Copy: the merchant pastes it into Stripe's or Chapa's
// dashboard, which then shows the webhook secret to enter below it.
import { Button, copyText, notify } from '@app/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  & input {
    flex: 1;
    min-width: 0;
    font-family: ui-monospace, monospace;
    font-size: 0.88rem;
    padding: 8px;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 6px;
    background: ${(p) => p.theme.color.surface};
    color: inherit;
  }
`;
const Box = styled.div`
  margin-bottom: 14px;
  & label {
    display: block;
    font-weight: 600;
    font-size: 0.92rem;
    margin-bottom: 6px;
  }
  & p {
    margin: 6px 0 0;
    font-size: 0.88rem;
  }
`;

export function WebhookUrl({ path, help }: { path: string; help: string }) {
  const { t } = useTranslation('commerce');
  const field = useRef<HTMLInputElement>(null);
  const url = `${window.location.origin}${path}`;
  const copy = async () => {
    if (await copyText(url, field.current)) notify.success(t('payments.copied'), { toastId: 'webhook-copied' });
    else notify.error(t('payments.copyFailed'));
  };
  return (
    <Box>
      <label htmlFor="payments-webhook-url">{t('payments.webhookUrl')}</label>
      <Row>
        <input
          id="payments-webhook-url"
          ref={field}
          readOnly
          value={url}
          aria-describedby="payments-webhook-help"
          onFocus={(e) => e.target.select()}
        />
        <Button type="button" $variant="secondary" onClick={() => void copy()}>
          {t('payments.copy')}
        </Button>
      </Row>
      <p id="payments-webhook-help">{help}</p>
    </Box>
  );
}
