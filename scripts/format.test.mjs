// `pnpm format` is safe to run at any time: Prettier's output is a fixed point (a second run changes nothing) and
// passes ESLint, so `pnpm lint` is green right after `pnpm format` (a rewrapped line cannot leave a disable comment
// above the wrong line, nor a function over the 60-line limit). Checked in memory: the working tree is untouched.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/runtime.mjs';

const IGNORE = ['.gitignore', '.prettierignore'].map((f) => path.join(ROOT, f));

/** Every file `prettier --write .` would rewrite, with its text before and after. */
async function rewrites() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  const out = [];
  for (const rel of new Set(files.split('\n').filter(Boolean))) {
    const file = path.join(ROOT, rel);
    const info = await prettier.getFileInfo(file, { ignorePath: IGNORE });
    if (info.ignored || !info.inferredParser) continue;
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    const before = readFileSync(file, 'utf8');
    const after = await prettier.format(before, options);
    if (after !== before) out.push({ file, rel, after, again: await prettier.format(after, options) });
  }
  return out;
}

describe('pnpm format', () => {
  it('is idempotent and leaves code that ESLint passes', { timeout: 600_000 }, async () => {
    const changed = await rewrites();
    expect(changed.filter((f) => f.again !== f.after).map((f) => f.rel)).toEqual([]);

    const eslint = new ESLint({ cwd: ROOT });
    const errors = [];
    for (const { file, rel, after } of changed) {
      if (await eslint.isPathIgnored(file)) continue;
      const [result] = await eslint.lintText(after, { filePath: file });
      // Errors, and the warning for an eslint-disable comment that no longer disables anything (ruleId null); the
      // long functions eslint.config.js lists are warnings only.
      const found = (result?.messages ?? []).filter((m) => m.severity === 2 || m.ruleId === null);
      for (const m of found) errors.push(`${rel}:${m.line} ${m.ruleId ?? ''} ${m.message}`);
    }
    expect(errors).toEqual([]);
  });
});
