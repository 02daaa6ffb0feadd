// A new payment provider's files (issue #33): the README recipe lists at most 9, each naming a file the shipped
// providers really have, and no shipped file but a provider's own descriptor and server half names Stripe or Chapa.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/runtime.mjs';
import { filesNaming, recipeFiles } from './payment-provider-files.mjs';

describe('payment provider files', () => {
  it('README lists at most 9 files for a new provider, each one Chapa has', () => {
    const files = recipeFiles();
    expect(files.length).toBeLessThanOrEqual(9);
    // Chapa keeps its driver in a file of its own beside its contract test; the recipe puts it in the test file.
    const missing = files.map((f) => f.replaceAll('<id>', 'chapa')).filter((f) => !existsSync(path.join(ROOT, f)));
    expect(missing).toEqual([]);
  });

  it('reads a recipe from its numbered steps, a {en,es,am} path as three files', () => {
    const readme =
      '## Add a payment provider\n\nIntro `not/a/step.ts`.\n\n1. `a/<id>.ts`: x\n   `b/continued.ts`\n2. `l/{en,es}/c.json`: y\n\n## Next\n';
    expect(recipeFiles(readme)).toEqual(['a/<id>.ts', 'l/en/c.json', 'l/es/c.json']);
  });

  it.each(['stripe', 'chapa'])('names %s only in its own descriptor and server half', (id) => {
    expect(filesNaming(id)).toEqual([`edge-api/src/payments/${id}.ts`, `packages/contracts/src/payment-providers/${id}.ts`]);
  });
});
