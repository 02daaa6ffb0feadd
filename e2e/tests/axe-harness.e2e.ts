// The accessibility check every browser test relies on: it must see what is wrong, in frames too, keep to the region
// it is given, and not count a toast on its way out.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, launch } from '../lib/browser';

let browser: Browser;
let page: Page;

const BAD_IMAGE = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">';
const doc = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body><main>${body}</main></body></html>`;

// Pages served by the browser itself on one made-up origin, as the builder's preview frame shares the dashboard's.
const pages = new Map<string, string>();
const show = async (body: string, inner?: string) => {
  pages.set('/', doc(body));
  if (inner) pages.set('/inner', doc(inner));
  await page.goto('http://axe.test/');
};

beforeAll(async () => {
  browser = await launch();
  const context = await browser.newContext();
  await context.route('http://axe.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: pages.get(new URL(route.request().url()).pathname) ?? 'not here' }),
  );
  page = await context.newPage();
});
afterAll(() => browser?.close());

describe('checkAccessibility', () => {
  it('passes a clean page and fails an image without a text alternative, naming the rule', async () => {
    await show('<h1>Fine</h1><p>Words.</p>');
    await checkAccessibility(page, 'clean');
    await show(`<h1>Bad</h1>${BAD_IMAGE}`);
    await expect(checkAccessibility(page, 'bad')).rejects.toThrow(/critical image-alt/);
  });

  it('checks the same document again after it changes (axe injected once, run each time)', async () => {
    await show('<h1>Fine</h1><div id="later"></div>');
    await checkAccessibility(page, 'before');
    await page.evaluate((img) => (document.getElementById('later')!.innerHTML = img), BAD_IMAGE);
    await expect(checkAccessibility(page, 'after')).rejects.toThrow(/image-alt/);
  });

  it('keeps to the region it is given', async () => {
    await show(`<div id="dialog" role="dialog" aria-label="d"><p>Fine</p></div><div id="rest">${BAD_IMAGE}</div>`);
    await checkAccessibility(page, 'dialog only', { within: '#dialog' });
    await expect(checkAccessibility(page, 'rest', { within: '#rest' })).rejects.toThrow(/image-alt/);
  });

  it('sees into a same-origin frame', async () => {
    await show('<iframe title="inner" src="/inner"></iframe>', BAD_IMAGE);
    await page.frameLocator('iframe').locator('img').waitFor({ state: 'attached' });
    await expect(checkAccessibility(page, 'frame')).rejects.toThrow(/image-alt/);
  });

  it('leaves out a toast on its way out, not one that is shown', async () => {
    const toast = (state: string) => `<div class="Toastify__toast" data-in="${state}">${BAD_IMAGE}</div>`;
    await show(toast('false'));
    await checkAccessibility(page, 'leaving toast');
    await show(toast('true'));
    await expect(checkAccessibility(page, 'shown toast')).rejects.toThrow(/image-alt/);
  });
});
