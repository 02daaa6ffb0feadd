import { describe, expect, it } from 'vitest';
import { linkedSlug, linksTo, unpublishedTarget } from './page-links';

const page = (slug: string, is_published: boolean) => ({ id: 1, title: slug, slug, meta_title: '', meta_description: '', is_published });

describe('links to the store pages', () => {
  it('reads the slug of a relative link only', () => {
    expect(linkedSlug('about-us')).toBe('about-us');
    expect(linkedSlug(' /About-Us/ ')).toBe('about-us');
    expect(linkedSlug('policy#returns')).toBe('policy');
    expect(linkedSlug('https://example.com/about-us')).toBeNull();
    expect(linkedSlug('shop/product/1')).toBeNull();
    expect(linkedSlug('/')).toBeNull();
  });
  it('finds the unpublished page of a link, and the header and footer items linking to a page', () => {
    const pages = [page('about-us', false), page('policy', true)];
    expect(unpublishedTarget('/about-us', pages)?.slug).toBe('about-us');
    expect(unpublishedTarget('policy', pages)).toBeNull();
    const site = {
      header: {
        html_content: '',
        navs: [
          { title: 'About', link: 'about-us' },
          { title: 'Blog', link: 'https://b.example' },
        ],
      },
      footer: { html_content: '', navs: [{ title: 'Who we are', link: '/about-us' }] },
    };
    expect(linksTo('about-us', site)).toEqual([
      { where: 'header', title: 'About' },
      { where: 'footer', title: 'Who we are' },
    ]);
    expect(linksTo('policy', site)).toEqual([]);
  });
});
