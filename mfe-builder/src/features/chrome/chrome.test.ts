import { describe, expect, it } from 'vitest';
import { toPayload, updateValues } from './chrome';

describe('header and footer values', () => {
  const saved = { html_content: '<p>hi</p>', navs: [{ title: 'About', link: 'about-us' }] };

  it("the footer's saved items are read-only, the header's are not", () => {
    expect(updateValues('footer', saved).navs).toEqual([{ title: 'About', link: 'about-us', isReadOnly: true }]);
    expect(updateValues('header', saved).navs).toEqual([{ title: 'About', link: 'about-us', isReadOnly: false }]);
    expect(updateValues('footer', null)).toEqual({ html_content: '', navs: [] });
  });

  it('isReadOnly is stripped before saving and text is trimmed', () => {
    const payload = toPayload({
      html_content: '<b>x</b>',
      navs: [
        { title: 'About', link: 'about-us', isReadOnly: true },
        { title: ' Blog ', link: ' /blog ', isReadOnly: false },
      ],
    });
    expect(payload).toEqual({ html_content: '<b>x</b>', navs: [{ title: 'About', link: 'about-us' }, { title: 'Blog', link: '/blog' }] });
    expect(JSON.stringify(payload)).not.toContain('isReadOnly');
  });
});
