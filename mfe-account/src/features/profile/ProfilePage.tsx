import type { ProfilePageProps } from '@app/contracts';
import { Button, Card, factList } from '@app/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAvatarPreview } from './use-avatar-preview';

const Wrap = styled(Card)`
  max-width: 640px;
  margin: 32px auto;
`;
const Head = styled.div`
  display: flex;
  gap: 20px;
  align-items: center;
  flex-wrap: wrap;
  margin-bottom: 20px;
`;
const Avatar = styled.div`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  overflow: hidden;
  flex: none;
  display: grid;
  place-items: center;
  background: #eef2ff;
  color: ${(p) => p.theme.color.primary};
  font-size: 2.2rem;
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 14px;
  border-radius: 8px;
  cursor: pointer;
  font-weight: 600;
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  &:focus-within {
    outline: 2px solid ${(p) => p.theme.color.primary};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;
const Note = styled.p<{ $error?: boolean }>`
  margin: 6px 0 0;
  font-size: 0.88rem;
  color: ${(p) => (p.$error ? p.theme.color.danger : p.theme.color.muted)};
`;
const Details = styled.dl`
  ${factList}
  gap: 10px 20px;
  margin: 0 0 24px;
  dt {
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    overflow-wrap: anywhere;
  }
`;

/** /welcome: the signed-in merchant, a local-only avatar preview and Logout. */
export function ProfilePage({ user, onLogout }: ProfilePageProps) {
  const { t } = useTranslation('account');
  const avatar = useAvatarPreview();
  const rows: [string, string][] = [
    [t('fields.username'), user.username],
    [t('fields.email'), user.email || t('profile.notSet')],
    // The API's role names are codes ("user"): shown in the reader's words, an unknown one as it is.
    [t('profile.role'), t(`profile.roles.${user.role_name}`, { defaultValue: user.role_name })],
    [t('fields.phone'), user.phone_number || t('profile.notSet')],
  ];
  return (
    <Wrap>
      <h1 style={{ marginTop: 0 }}>{t('profile.title', { username: user.username })}</h1>
      <Head>
        <Avatar>
          {avatar.url ? (
            <img src={avatar.url} alt={t('profile.avatarAlt')} />
          ) : (
            <span aria-hidden="true">{user.username.slice(0, 1).toUpperCase()}</span>
          )}
        </Avatar>
        <div>
          <Picker>
            {t('profile.choosePhoto')}
            <input type="file" accept="image/*" onChange={(e) => avatar.pick(e.target.files?.[0])} data-testid="avatar-input" />
          </Picker>
          <Note>{t('profile.photoLocalOnly')}</Note>
          {avatar.refused ? (
            <Note $error role="alert">
              {t('profile.notAnImage')}
            </Note>
          ) : null}
        </div>
      </Head>
      <Details>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Details>
      <Button type="button" $variant="danger" onClick={onLogout}>
        {t('profile.logout')}
      </Button>
    </Wrap>
  );
}
