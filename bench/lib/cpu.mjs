// CPU time the local server spends per request: user + system time of every workerd and wrangler process (from
// /proc/<pid>/stat) across a fixed number of requests. Unlike req/s it does not move with the machine's other load,
// so it shows where a ratio's time goes (context rows of the table; Linux only, skipped elsewhere).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { runLoad } from './load.mjs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export function serverCpuMs() {
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

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Server CPU ms per request for each target (`amount` requests, `connections` at a time), the median of `rounds`
 * rounds that take the targets in turn (one 400-request sample each read 7.7 in one run and 12.1 ms in the next: a
 * V8 collection in workerd or a busy wrangler proxy lands in one sample and not the other).
 */
export async function cpuPerRequest(base, targets, { amount = 400, connections = 4, rounds = 5 } = {}) {
  const samples = Object.fromEntries(targets.map((t) => [t.label, []]));
  const last = {};
  for (let round = 0; round < rounds; round++) {
    for (const t of targets) {
      const before = serverCpuMs();
      const res = await runLoad(base, t, { amount, connections });
      samples[t.label].push((serverCpuMs() - before) / Math.max(1, res.requests));
      last[t.label] = res;
    }
  }
  return Object.fromEntries(
    targets.map((t) => [
      t.label,
      {
        cpuMsPerRequest: median(samples[t.label]),
        rounds: samples[t.label],
        requests: last[t.label].requests,
        counts: last[t.label].counts,
      },
    ]),
  );
}
