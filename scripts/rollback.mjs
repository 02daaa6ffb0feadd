// `pnpm --filter <remote> rollback [version]` (cwd = the remote's folder): make the previous release (or `version`)
// active again on RELEASE_TARGET (default: the local product on PORT), with the remote's own deploy token, expecting
// the release active now (DESIGN.md §19). Refusals print the API's message.
import { ensureNode22 } from './lib/runtime.mjs';

ensureNode22();
// Imported once on Node >= 22.12: they load packages/contracts/src/releases.ts, whose types only Node 22 strips.
const { deployToken, parseRollbackArgs, releaseTarget, ReleaseError, remoteNameOf } = await import('./lib/release-files.mjs');
const { deployClient, rollbackRemote } = await import('./lib/release-api.mjs');

async function main(argv) {
  const { version } = parseRollbackArgs(argv);
  const name = remoteNameOf(process.cwd());
  const target = releaseTarget();
  console.log(`release target: ${target}`);
  const r = await rollbackRemote(deployClient(`${target}/api`, deployToken(name)), name, version);
  console.log(`${name}: active ${r.to} (was ${r.from ?? 'none'}; previous now ${r.previous ?? 'none'})`);
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof ReleaseError ? err.message : err);
  process.exit(1);
});
