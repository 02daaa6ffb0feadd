import { describe, expect, it } from 'vitest';
import { escapeHtml, fill, jsonForScript, markup, raw } from './index';

describe('escapeHtml', () => {
  it('escapes every character HTML or XML could read as markup, and nothing else', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
    expect(escapeHtml('Tom & Jerry <b>"hi"</b> it\'s')).toBe('Tom &amp; Jerry &lt;b&gt;&quot;hi&quot;&lt;/b&gt; it&#39;s');
    expect(escapeHtml('ሰላም / = ` plain')).toBe('ሰላም / = ` plain');
  });

  it('escapes an entity again rather than trusting it', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

describe('markup``', () => {
  it('escapes interpolated text', () => {
    expect(String(markup`<p>${'<script>alert(1)</script>'}</p>`)).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('keeps a value inside its attribute, whichever quote the attribute uses', () => {
    const hostile = `x" onmouseover="alert(1)' autofocus='`;
    const out = String(markup`<a title="${hostile}" data-x='${hostile}'>`);
    const escaped = 'x&quot; onmouseover=&quot;alert(1)&#39; autofocus=&#39;';
    expect(out).toBe(`<a title="${escaped}" data-x='${escaped}'>`);
    expect(out).not.toMatch(/onmouseover="|autofocus='/);
  });

  it('writes a nested template as markup, its own values escaped once', () => {
    const item = (name: string) => markup`<li>${name}</li>`;
    const list = markup`<ul>${item('a & b')}</ul>`;
    expect(String(markup`<nav>${list}</nav>`)).toBe('<nav><ul><li>a &amp; b</li></ul></nav>');
  });

  it('joins an array of items with nothing, escaping the text among them', () => {
    const names = ['<a>', 'b'];
    expect(String(markup`<ul>${names.map((n) => markup`<li>${n}</li>`)}</ul>`)).toBe('<ul><li>&lt;a&gt;</li><li>b</li></ul>');
    expect(String(markup`${['<', raw('<br>'), [1, '&']]}`)).toBe('&lt;<br>1&amp;');
    expect(String(markup`<ul>${[]}</ul>`)).toBe('<ul></ul>');
  });

  it('writes raw() markup as it is', () => {
    expect(String(markup`<div>${raw('<b>bold</b>')}</div>`)).toBe('<div><b>bold</b></div>');
  });

  it('writes numbers and booleans as words, null and undefined as nothing', () => {
    expect(String(markup`<x n="${3}" a="${true}" b="${false}">${null}${undefined}</x>`)).toBe('<x n="3" a="true" b="false"></x>');
  });

  it('is written as its markup wherever a string is expected', () => {
    const h = markup`<i>${'&'}</i>`;
    expect(`${h}`).toBe('<i>&amp;</i>');
    expect(h.value).toBe('<i>&amp;</i>');
  });
});

describe('fill', () => {
  it('fills {{name}} placeholders, spaces inside the braces allowed', () => {
    expect(fill('Order #{{order}} from {{ store }}', { order: 12, store: 'Shop' })).toBe('Order #12 from Shop');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(fill('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
    expect(fill('{{a}}')).toBe('{{a}}');
  });

  it('does not escape: the filled text is escaped where it is written', () => {
    const text = fill('Hi {{name}}', { name: '<b>&' });
    expect(text).toBe('Hi <b>&');
    expect(String(markup`<p>${text}</p>`)).toBe('<p>Hi &lt;b&gt;&amp;</p>');
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element and reads back unchanged', () => {
    const value = { name: '</script><!-- & \u2028\u2029 >' };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});
