// A builder `form` section on a custom page: a contact form whose fields are the section's content keys (each
// labelled with its key; the merchant's value is the placeholder). The page island sends it as JSON to
// POST /api/stores/{id}/contact {section_id, fields, email}. Keys and values are text everywhere (React escapes them); the
// field ids are positional, so a key never becomes part of an id. Under a language prefix the label is the key's
// translation (data/localize.ts) while data-key stays the key, so the merchant's inbox reads the same in every language.
import type { LocalSection } from '../data/localize';
import { CONTACT_VALUE_MAX } from '../client/store/form-checks';
import { useView } from './view';

const LONG_KEY = /message|comment|question|detail|note|enquiry|inquiry|mensaje|comentario|pregunta|መልዕክት|አስተያየት|ጥያቄ/i;
const LONG_PLACEHOLDER = 60;

// A key that asks for an email is the sender's address (#34 item 5): typed as an email, required, and sent as `email`
// too, so the merchant can reply. A form without one gets an email field of its own before the others.
const EMAIL_KEY = /e-?mail|correo|ኢሜይል/i;

function autoComplete(key: string): string | undefined {
  if (EMAIL_KEY.test(key)) return 'email';
  if (/phone|tel|teléfono|ስልክ/i.test(key)) return 'tel';
  if (/name|nombre|ስም/i.test(key)) return 'name';
  return undefined;
}

export function ContactForm({ section }: { section: LocalSection }) {
  const { t } = useView();
  const entries = Object.entries(section.content);
  const id = (i: number) => `sf-contact-${section.id}-${i < 0 ? 'email' : i}`;
  const msgs = {
    'data-msg-sending': t('shop_contact.sending'),
    'data-msg-success': t('shop_contact.success'),
    'data-msg-required': t('shop_contact.required'),
    'data-msg-too-long': t('shop_contact.tooLong', { max: CONTACT_VALUE_MAX }),
    'data-msg-invalid': t('shop_contact.invalid'),
    'data-msg-not-found': t('shop_contact.notFound'),
    'data-msg-rate': t('shop_contact.rateLimited'),
    'data-msg-failed': t('shop_contact.failed'),
    'data-msg-email-required': t('shop_contact.emailRequired'),
    'data-msg-email-invalid': t('shop_contact.emailInvalid'),
  };
  const emailKey = entries.find(([key]) => EMAIL_KEY.test(key))?.[0];
  const sender = { 'data-sender-email': '', type: 'email', autoComplete: 'email', required: true, 'aria-required': true } as const;
  return (
    <section className="sf-text-section sf-contact" aria-labelledby={`sf-contact-${section.id}`}>
      <h2 id={`sf-contact-${section.id}`}>{section.title}</h2>
      <noscript>
        <p className="sf-notice">{t('shop_contact.noJs')}</p>
      </noscript>
      <form method="post" noValidate data-sf-contact={section.id} aria-labelledby={`sf-contact-${section.id}`} {...msgs}>
        <div className="sf-alert" role="alert" tabIndex={-1} data-sf-contact-error="" hidden></div>
        {emailKey === undefined && (
          <div className="sf-field">
            <label htmlFor={id(-1)}>{t('shop_contact.email')}</label>
            <input id={id(-1)} maxLength={254} {...sender} />
            <p className="sf-field__error" id={`${id(-1)}-error`} hidden></p>
          </div>
        )}
        {entries.map(([key, hint], i) => {
          const common = { id: id(i), 'data-key': key, maxLength: CONTACT_VALUE_MAX, placeholder: hint || undefined };
          return (
            <div className="sf-field" key={i}>
              <label htmlFor={id(i)}>{section.labels?.[key] ?? key}</label>
              {key === emailKey ? (
                <input {...common} {...sender} />
              ) : LONG_KEY.test(key) || hint.length > LONG_PLACEHOLDER ? (
                <textarea rows={5} {...common} />
              ) : (
                <input type="text" autoComplete={autoComplete(key)} {...common} />
              )}
              <p className="sf-field__error" id={`${id(i)}-error`} hidden></p>
            </div>
          );
        })}
        <button type="submit" className="sf-btn">
          {t('shop_contact.send')}
        </button>
        <p className="sf-contact__status" role="status" data-sf-contact-status=""></p>
      </form>
    </section>
  );
}
