import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

const Wrap = styled.section`
  text-align: center;
  padding: 64px 16px;
  .code {
    font-size: clamp(4rem, 12vw, 7rem);
    font-weight: 800;
    color: ${(p) => p.theme.color.primary};
    line-height: 1;
    margin: 0;
  }
  h1 {
    margin: 12px 0;
  }
  p {
    color: ${(p) => p.theme.color.muted};
    margin: 0 0 24px;
  }
`;
const Home = styled(Link)`
  display: inline-block;
  padding: 12px 20px;
  border-radius: 10px;
  background: ${(p) => p.theme.color.primary};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
`;

/** The 404 screen in the words of `page` (the shell catalogue's notFound or websiteNotFound). */
function Missing({ page }: { page: 'notFound' | 'websiteNotFound' }) {
  const { t } = useTranslation('shell');
  return (
    <Wrap>
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1>{t(`${page}.title`)}</h1>
      <p>{t(`${page}.text`)}</p>
      <Home to="/">{t(`${page}.home`)}</Home>
    </Wrap>
  );
}

/** Any path no screen answers (SPEC §2). */
export function NotFoundPage() {
  return <Missing page="notFound" />;
}

/** /not-found: a store number or domain that matches no store. */
export function WebsiteNotFoundPage() {
  return <Missing page="websiteNotFound" />;
}
