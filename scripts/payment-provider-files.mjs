// The files a payment provider takes (issue #33: a new provider is one descriptor, one server half, a line in each
// list, its catalogue strings and its tests, at most 9 files). Two figures:
// - the README recipe "Add a payment provider": the files it lists, counted (`<id>` stands for the provider's id);
// - the product's shipped source that names a provider with an account of the merchant's (Stripe, Chapa): only the
//   provider's own two files may, everything else reads the provider list. Test files, generated files and comments
//   do not count. The built-ins are not checked: `test` is every store's default, and `cash_on_delivery` is also a
//   checkout method's name.
//   node scripts/payment-provider-files.mjs
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/runtime.mjs';
import { sourceFiles } from './import-cycles.mjs';

/** Where the shipped code is; mfe-account's subscription billing sample names Chapa as the way a merchant pays us. */
const SHIPPED = /^(edge-api\/src|storefront-worker\/src|shell\/(src|worker)|mfe-[a-z]+\/src|packages\/[a-z-]+\/src)\//;
const NOT_SHIPPED = [/\.test\.tsx?$/, /(^|\/)(test|generated)\//, /^mfe-account\/src\/features\/subscription\//];

/** Each listed file of the README's recipe, `{en,es,am}` expanded (one entry per file). */
export function recipeFiles(readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')) {
  const section = /^## Add a payment provider\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1];
  if (!section) throw new Error('README.md has no "## Add a payment provider" section');
  const steps = section.split('\n').filter((l) => /^\d+\. /.test(l));
  const files = steps.map((l) => /`([^`]+)`/.exec(l)?.[1] ?? '').filter(Boolean);
  return files.flatMap((f) => {
    const m = /\{([^}]+)\}/.exec(f);
    return m ? m[1].split(',').map((x) => f.replace(m[0], x)) : [f];
  });
}

/** Code without comments: a provider named in a comment is not a dependency on it. */
const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** Shipped source files that name the provider as a string ('stripe', "stripe" or `stripe`). */
export function filesNaming(id, root = ROOT) {
  const quoted = new RegExp(`['"\`]${id}['"\`]`);
  return sourceFiles(root)
    .map((f) => path.relative(root, f))
    .filter((f) => SHIPPED.test(f) && !NOT_SHIPPED.some((re) => re.test(f)) && /\.tsx?$/.test(f) && existsSync(path.join(root, f)))
    .filter((f) => quoted.test(code(readFileSync(path.join(root, f), 'utf8'))))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const recipe = recipeFiles();
  console.log(`README "Add a payment provider": ${recipe.length} files`);
  for (const f of recipe) console.log(`  ${f}`);
  for (const id of ['stripe', 'chapa']) console.log(`shipped files naming '${id}': ${filesNaming(id).join(', ')}`);
}
