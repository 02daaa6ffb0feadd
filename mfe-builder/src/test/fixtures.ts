// The builder's test data: a website as GET /website/ answers it.
import type { PublishingState, Website } from '@app/contracts';

export const standardNavs = () => [
  { title: 'About', link: 'about-us' },
  { title: 'Contact', link: 'contact-us' },
  { title: 'Policy', link: 'policy' },
];

export function makeWebsite(over: Partial<Website> = {}): Website {
  return {
    id: 42,
    domain: 'my-shop',
    title: 'My shop',
    description: 'Things',
    currency: 'USD',
    content_version: 1,
    created_at: '2026-11-20T10:00:00.000Z',
    header: { html_content: '', navs: standardNavs() },
    footer: { html_content: '', navs: standardNavs() },
    hero: null,
    pages: [
      { id: 1, title: 'About us', slug: 'about-us', meta_title: 'Meta title', meta_description: 'Meta description', is_published: true },
      {
        id: 2,
        title: 'Contact-us',
        slug: 'contact-us',
        meta_title: 'Meta title',
        meta_description: 'Meta description',
        is_published: true,
      },
      { id: 3, title: 'Policy', slug: 'policy', meta_title: 'Meta title', meta_description: 'Meta description', is_published: true },
    ],
    ...over,
  };
}

/** The publishing answers every builder page asks for: a live store with no changes and the frame's draft link. */
export function publishingMocks(over: Partial<PublishingState> = {}) {
  const state: PublishingState = {
    live: {
      id: 5,
      hash: 'h5',
      note: 'Store created',
      author: 'merchant1',
      created_at: new Date(Date.now() - 300_000).toISOString(),
      is_live: true,
    },
    scheduled: null,
    has_unpublished_changes: false,
    changes: [],
    ...over,
  };
  return {
    'GET /website/publishing': { body: state },
    'POST /website/preview-session': { status: 201, body: { url: DRAFT_URL, expires_at: new Date(Date.now() + 3600_000).toISOString() } },
  };
}
export const DRAFT_URL = '/published/my-shop?preview=42.1.9999999999.n.sig';
