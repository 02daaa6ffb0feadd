import { describe, expect, it } from 'vitest';
import { moveRow, toPayload, updateValues } from './header-footer';

describe('header and footer values', () => {
  const saved = { html_content: '<p>hi</p>', navs: [{ title: 'About', link: 'about-us' }] };

  it('saved items of the header and the footer are all editable rows, each with its own handle', () => {
    const a = updateValues(saved);
    const b = updateValues(saved);
    expect(a.navs.map(({ title, link }) => ({ title, link }))).toEqual([{ title: 'About', link: 'about-us' }]);
    expect(a.navs[0]).not.toHaveProperty('isReadOnly');
    expect(a.navs[0].uid).not.toBe(b.navs[0].uid);
    expect(updateValues(null)).toEqual({ html_content: '', navs: [] });
  });

  it('the handle is stripped before saving and text is trimmed', () => {
    const payload = toPayload({
      html_content: '<b>x</b>',
      navs: [
        { title: 'About', link: 'about-us', uid: 'nav-1' },
        { title: ' Blog ', link: ' /blog ', uid: 'nav-2' },
      ],
    });
    expect(payload).toEqual({
      html_content: '<b>x</b>',
      navs: [
        { title: 'About', link: 'about-us' },
        { title: 'Blog', link: '/blog' },
      ],
    });
    expect(JSON.stringify(payload)).not.toContain('uid');
  });

  it('moves a row, clamped to the list', () => {
    expect(moveRow(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });
});
