import { Button, Card, Field, Input, Textarea } from '@app/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const CONTACT_EMAIL = 'support@store-builder.example';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr 1.4fr;
  margin-top: 16px;
  @media (max-width: ${(p) => p.theme.breakpoint.md}) {
    grid-template-columns: 1fr;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
  }
  dl {
    margin: 0;
    display: grid;
    gap: 10px;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: ${(p) => p.theme.color.muted};
  }
`;
const Note = styled.p`
  color: ${(p) => p.theme.color.muted};
  font-size: 0.9rem;
  margin: 0 0 12px;
`;

/** The message is handed to the visitor's own email app (mailto:): nothing is sent or stored by this page. */
function mailtoFor(name: string, email: string, message: string): string {
  const subject = encodeURIComponent(`Contact: ${name}`);
  const body = encodeURIComponent(`${message}\n\n${name} <${email}>`);
  return `mailto:${CONTACT_EMAIL}?subject=${subject}&body=${body}`;
}

export function ContactPage({ open = (url: string) => window.location.assign(url) }: { open?: (url: string) => void }) {
  const { t } = useTranslation('shell');
  const [form, setForm] = useState({ name: '', email: '', message: '' });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    open(mailtoFor(form.name.trim(), form.email.trim(), form.message.trim()));
  };
  return (
    <>
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.lead')}</p>
      <Layout>
        <Card>
          <h2>{t('contact.detailsTitle')}</h2>
          <dl>
            <dt>{t('contact.emailLabel')}</dt>
            <dd>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </dd>
            <dt>{t('contact.hoursLabel')}</dt>
            <dd>{t('contact.hours')}</dd>
            <dt>{t('contact.responseLabel')}</dt>
            <dd>{t('contact.response')}</dd>
          </dl>
        </Card>
        <Card as="form" onSubmit={submit} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
          <Note>{t('contact.honest')}</Note>
          <Field id="contact-name" label={t('contact.name')}>
            <Input id="contact-name" required maxLength={100} autoComplete="name" value={form.name} onChange={set('name')} />
          </Field>
          <Field id="contact-email" label={t('contact.email')}>
            <Input
              id="contact-email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              value={form.email}
              onChange={set('email')}
            />
          </Field>
          <Field id="contact-message" label={t('contact.message')}>
            <Textarea id="contact-message" required rows={5} maxLength={2000} value={form.message} onChange={set('message')} />
          </Field>
          <Button type="submit">{t('contact.send')}</Button>
        </Card>
      </Layout>
    </>
  );
}
