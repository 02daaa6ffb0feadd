// `pnpm format` is safe to run at any time: Prettier's output is a fixed point (a second run changes nothing) and
// passes ESLint, so `pnpm lint` is green right after `pnpm format` (a rewrapped line cannot leave a disable comment
// above the wrong line, nor a function over the 60-line limit). `pnpm lint` already proves the tree as committed is
// formatted; this proves what happens to code written another way: the files most at risk (every one holding an
// eslint-disable comment, and the longest sources) are rewrapped narrow and wide, then formatted. In memory only.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/runtime.mjs';

const SOURCES = /\.(ts|tsx|mjs|js)$/;
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((rel) => SOURCES.test(rel) && !rel.includes('/generated/') && existsSync(path.join(ROOT, rel)));
const withDisable = tracked.filter((rel) => readFileSync(path.join(ROOT, rel), 'utf8').includes('eslint-disable'));
const longest = [...tracked].sort((a, b) => statSync(path.join(ROOT, b)).size - statSync(path.join(ROOT, a)).size).slice(0, 4);
const AT_RISK = [...new Set([...withDisable, ...longest])];

/** The text as someone with other settings would have written it: each file narrow (60) and wide (240). */
async function rewrapped(rel) {
  const file = path.join(ROOT, rel);
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  const text = readFileSync(file, 'utf8');
  return Promise.all(
    [60, 240].map(async (printWidth) => ({ rel, file, options, text: await prettier.format(text, { ...options, printWidth }) })),
  );
}

describe('pnpm format', () => {
  it('covers the files with eslint-disable comments and the longest sources', () => {
    expect(withDisable.length).toBeGreaterThan(0);
    expect(AT_RISK.length).toBeGreaterThanOrEqual(4);
  });

  it('is idempotent on rewrapped code and leaves code that ESLint passes', { timeout: 120_000 }, async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const problems = [];
    for (const rel of AT_RISK) {
      for (const { file, options, text } of await rewrapped(rel)) {
        const once = await prettier.format(text, options);
        if ((await prettier.format(once, options)) !== once) problems.push(`${rel}: a second format changes it`);
        if (await eslint.isPathIgnored(file)) continue;
        const [result] = await eslint.lintText(once, { filePath: file });
        // Errors, and the warning for an eslint-disable comment that no longer disables anything (ruleId null).
        const found = (result?.messages ?? []).filter((m) => m.severity === 2 || m.ruleId === null);
        for (const m of found) problems.push(`${rel}:${m.line} ${m.ruleId ?? ''} ${m.message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
