// CPU time the local server spends per request: user + system time of every workerd and wrangler process (from
// /proc/<pid>/stat) across a fixed number of requests. Unlike req/s it does not move with the machine's other load,
// so it shows where a ratio's time goes (context rows of the table; Linux only, skipped elsewhere).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { runLoad } from './load.mjs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function serverCpuMs() {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!/workerd|wrangler/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

export const cpuAvailable = () => existsSync('/proc/self/stat');

/** Server CPU ms per request for each target (`amount` requests, `connections` at a time). */
export async function cpuPerRequest(base, targets, { amount = 400, connections = 4 } = {}) {
  const out = {};
  for (const t of targets) {
    const before = serverCpuMs();
    const res = await runLoad(base, t, { amount, connections });
    out[t.label] = { cpuMsPerRequest: (serverCpuMs() - before) / Math.max(1, res.requests), requests: res.requests, counts: res.counts };
  }
  return out;
}
