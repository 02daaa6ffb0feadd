// Layout pieces the remotes' pages and cards repeat: a head row whose ends spread apart, a page's title and lead,
// a row of actions, a pill badge and a list of facts.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** A row whose two ends spread apart and wrap under each other on a narrow screen. */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
`;

/** A page's h1 and the muted lead line under it. */
export const pageTitle = css`
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 4px 0 0;
    color: ${(p) => p.theme.color.muted};
  }
`;

const Head = styled.header`
  ${spreadRow}
  align-items: flex-end;
  margin: 0 0 16px;
  ${pageTitle}
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

/** A remote's pages share one frame: a readable width, and room around on small screens. */
export const PageFrame = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 8px 0 24px;
`;

/** Muted text under a title, before what follows. */
export const Lead = styled.p`
  margin: 0 0 16px;
  color: ${(p) => p.theme.color.muted};
`;

/** The buttons at the end of a modal or a form, flush to the end side; $top is the room above them. */
export const ActionsRow = styled.div<{ $top?: string }>`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  margin-top: ${(p) => p.$top ?? '18px'};
`;

/** A small rounded badge beside a heading or a line; the colours are the caller's. */
export const pill = css`
  display: inline-block;
  border-radius: 999px;
  font-weight: 600;
`;

/** Term and value side by side, terms bold: a record's details. */
export const factList = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** A title and the line under it, styled by the box around them: a notice (a failed load, an empty list), a hero. */
export function TitledText({ heading: Heading = 'h2', title, text }: { heading?: 'h1' | 'h2'; title: string; text: string }) {
  return (
    <>
      <Heading>{title}</Heading>
      <p>{text}</p>
    </>
  );
}
