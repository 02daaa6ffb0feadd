import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remoteViteConfig } from './vite';
import { standaloneHtml, standaloneHtmlPlugin } from './standalone-html';

type Hook = (...args: unknown[]) => unknown;
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook)(...args);

describe('a remote without index.html', () => {
  it("gives the build the kit's page as <root>/index.html: a <head> and the remote's src/main.tsx", () => {
    const plugin = standaloneHtmlPlugin('Shop');
    call(plugin.configResolved, { root: '/r/mfe-shop' });
    const file = path.join('/r/mfe-shop', 'index.html');
    expect(call(plugin.resolveId, 'index.html')).toBe(file);
    expect(call(plugin.resolveId, './src/main.tsx')).toBeNull();
    expect(call(plugin.load, file)).toBe(standaloneHtml('Shop'));
    expect(call(plugin.load, '/r/mfe-shop/src/main.tsx')).toBeNull();
    expect(standaloneHtml('Shop')).toMatch(/<head>[\s\S]*<title>Shop<\/title>[\s\S]*<\/head>[\s\S]*src="\/src\/main.tsx"/);
  });

  it('is tested with its vite.config.ts: under vitest the factory answers the jsdom test config', () => {
    const config = remoteViteConfig({ dir: '/r/mfe-shop', name: 'mfe_shop', port: 5199, exposes: {} }) as {
      test?: { name?: string; environment?: string };
    };
    expect(config.test).toMatchObject({ name: 'mfe-shop', environment: 'jsdom' });
  });
});
