import type { ReactNode } from 'react';
import styled from 'styled-components';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  justify-content: space-between;
  margin: 0 0 16px;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 4px 0 0;
    color: ${(p) => p.theme.color.muted};
  }
`;

export function PageHead({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Head>
      <div>
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
      </div>
      {children}
    </Head>
  );
}

/** The remote's pages share one frame: a readable width, and room around on small screens. */
export const PageFrame = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 8px 0 24px;
`;
