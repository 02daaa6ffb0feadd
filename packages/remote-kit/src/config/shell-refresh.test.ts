import { describe, expect, it } from 'vitest';
import { shellRefreshPlugin } from './shell-refresh';

type Hook = (code: string) => { code: string } | string | null;

describe('shellRefreshPlugin', () => {
  it('is absent outside `pnpm dev` (a standalone remote keeps its own runtime)', () => {
    expect(shellRefreshPlugin(undefined)).toBeNull();
  });

  it("sends a module's and the standalone page's React Refresh imports to the shell's dev server", () => {
    const plugin = shellRefreshPlugin('http://localhost:5173');
    const transform = plugin?.transform as Hook;
    const html = (plugin?.transformIndexHtml as { handler: Hook }).handler;
    const module = 'export const A = 1;\nimport * as RefreshRuntime from "/@react-refresh";';
    expect(transform(module)).toEqual({
      code: 'export const A = 1;\nimport * as RefreshRuntime from "http://localhost:5173/@react-refresh";',
      map: null,
    });
    expect(transform('export const B = 2;')).toBeNull();
    expect(html('<script type="module">import { injectIntoGlobalHook } from "/@react-refresh";</script>')).toBe(
      '<script type="module">import { injectIntoGlobalHook } from "http://localhost:5173/@react-refresh";</script>',
    );
  });
});
