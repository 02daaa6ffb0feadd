import { Button, pill } from '@app/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateTime } from '../../shared/DateTime';
import { ButtonAnchor } from '../../shared/links';
import { useFormat } from '../../shared/use-format';
import type { ContactMessage } from '@app/contracts';

const Item = styled.li<{ $unread: boolean }>`
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  border-inline-start: 4px solid ${(p) => (p.$unread ? p.theme.color.primary : 'transparent')};
  background: ${(p) => (p.$unread ? '#f5f7ff' : 'transparent')};
  &:last-child {
    border-bottom: 0;
  }
`;
const Head = styled.button`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 16px;
  width: 100%;
  padding: 12px 14px;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-align: start;
  cursor: pointer;
  .title {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .preview {
    grid-column: 1 / -1;
    color: ${(p) => p.theme.color.muted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .when {
    font-size: 0.85rem;
    color: ${(p) => p.theme.color.muted};
    text-align: end;
  }
  time small {
    font-size: inherit;
  }
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
    .when {
      text-align: start;
    }
  }
`;
const NewBadge = styled.span`
  ${pill}
  margin-inline-end: 8px;
  padding: 1px 8px;
  font-size: 0.75rem;
  font-weight: 700;
  background: ${(p) => p.theme.color.primary};
  color: #fff;
  vertical-align: 1px;
`;
const Body = styled.div`
  padding: 0 14px 14px;
  dl {
    display: grid;
    grid-template-columns: minmax(90px, max-content) 1fr;
    gap: 6px 16px;
    margin: 0 0 12px;
  }
  dt {
    font-weight: 600;
    color: ${(p) => p.theme.color.muted};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  @media (max-width: 600px) {
    dl {
      grid-template-columns: 1fr;
    }
    dd {
      margin-bottom: 6px;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * A reply in the merchant's own mail program (#34 item 5): to the sender, "Re:" the form, the message quoted below
 * (each line with "> ", as mail programs quote). A mailto: link, so nothing is sent from the platform's address.
 */
export function replyHref(email: string, subject: string, intro: string, fields: Record<string, string>): string {
  const quoted = Object.entries(fields)
    .filter(([, v]) => v.trim() !== '')
    .flatMap(([k, v]) => `${k}: ${v.trim()}`.split('\n'))
    .map((line) => `> ${line}`);
  const body = ['', '', intro, ...quoted].join('\r\n');
  // encodeURIComponent, not URLSearchParams: a space must be %20 (mail programs show "+" as it is).
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function ReplyLink({ message }: { message: ContactMessage }) {
  const { t } = useTranslation('commerce');
  const fmt = useFormat();
  const subject = t('inbox.replySubject', { section: message.section_title || t('inbox.untitled') });
  const intro = t('inbox.replyQuote', { date: fmt.dateTime(message.created_at) });
  return (
    <ButtonAnchor
      $variant="primary"
      href={replyHref(message.email, subject, intro, message.fields)}
      aria-label={t('inbox.replyTo', { email: message.email })}
    >
      {t('inbox.reply')}
    </ButtonAnchor>
  );
}

const preview = (fields: Record<string, string>) =>
  Object.values(fields)
    .find((v) => v.trim() !== '')
    ?.trim() ?? '';

/** One contact-form message: a header that opens it (and marks it read), then its fields as label and value. */
export function MessageItem({
  message,
  open,
  onToggle,
  onDelete,
}: {
  message: ContactMessage;
  open: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('commerce');
  const bodyId = `message-${message.id}`;
  const where = t('inbox.from', { section: message.section_title || t('inbox.untitled'), page: `/${message.page_slug}` });
  return (
    <Item $unread={!message.read} data-testid="message" data-read={message.read}>
      <Head type="button" aria-expanded={open} aria-controls={open ? bodyId : undefined} onClick={onToggle}>
        <span className="title">
          {!message.read && <NewBadge>{t('inbox.new')}</NewBadge>}
          {where}
        </span>
        <span className="when">
          <DateTime iso={message.created_at} />
        </span>
        {!open && <span className="preview">{preview(message.fields)}</span>}
      </Head>
      {open && (
        <Body id={bodyId}>
          <dl>
            {Object.entries(message.fields).map(([key, value]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{key}</dt>
                <dd>{value.trim() === '' ? '—' : value}</dd>
              </div>
            ))}
            <dt>{t('inbox.email')}</dt>
            <dd>{message.email || t('inbox.noEmail')}</dd>
          </dl>
          <Actions>
            {message.email && <ReplyLink message={message} />}
            <Button type="button" $variant="secondary" onClick={onDelete}>
              {t('inbox.delete')}
            </Button>
          </Actions>
        </Body>
      )}
    </Item>
  );
}
