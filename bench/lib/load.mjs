// Load from autocannon against the local workerd. A and B alternate in rounds (A B, then B A, ...) and the ratio is
// taken from the medians, so that drift on a noisy 2-core machine hits both sides alike.
import autocannon from 'autocannon';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

let bustPort = 10_000;
/** A Host whose port no earlier request used: part of the storefront cache key, so every request is a miss. */
export const freshHost = () => {
  if (bustPort > 65_000) bustPort = 10_000;
  return `127.0.0.1:${bustPort++}`;
};

/**
 * One autocannon run, for `seconds` or for `amount` requests. target: { path, headers?, bustCache? }. Counts responses
 * by X-Cache header and status.
 */
export async function runLoad(base, target, { seconds, connections, amount }) {
  const counts = { hit: 0, miss: 0, none: 0, non2xx: 0 };
  const headers = { 'accept-encoding': 'identity', ...(target.headers ?? {}) };
  const result = await autocannon({
    url: base,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    headers,
    requests: [
      {
        method: 'GET',
        path: target.path,
        setupRequest: (req) => (target.bustCache ? { ...req, headers: { ...req.headers, host: freshHost() } } : req),
        onResponse: (status, _body, _ctx, resHeaders) => {
          if (status < 200 || status >= 300) counts.non2xx++;
          const xc = headerValue(resHeaders, 'x-cache');
          if (xc === 'HIT') counts.hit++;
          else if (xc === 'MISS') counts.miss++;
          else counts.none++;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    latencyMean: result.latency.average,
    latencyP50: result.latency.p50,
    bytesPerReq: result.requests.total ? result.throughput.total / result.requests.total : 0,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    counts,
  };
}

function headerValue(h, name) {
  if (!h) return undefined;
  if (Array.isArray(h)) {
    for (let i = 0; i < h.length; i += 2) if (String(h[i]).toLowerCase() === name) return String(h[i + 1]);
    return undefined;
  }
  for (const [k, v] of Object.entries(h)) if (k.toLowerCase() === name) return String(v);
  return undefined;
}

const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

/** A warm-up of each side, then rounds of A and B alternating; returns per-round results and medians. */
export async function abRounds(base, a, b, { rounds, seconds, connections, log, warmupSeconds = WARMUP_SECONDS }) {
  // A discarded warm-up of each side first: the first seconds of a code path (JIT, first reads of the local D1 and
  // cache files) are slower than its steady state and would weigh on whichever side runs first.
  for (const side of [a, b]) {
    const w = await runLoad(base, side, { seconds: warmupSeconds, connections });
    log?.(`  warm-up ${side.label}: ${w.rps.toFixed(1)} req/s (not counted)`);
  }
  const runs = { a: [], b: [] };
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? ['b', 'a'] : ['a', 'b'];
    for (const side of order) {
      const res = await runLoad(base, side === 'a' ? a : b, { seconds, connections });
      runs[side].push(res);
      log?.(
        `  round ${r + 1} ${side.toUpperCase()} ${(side === 'a' ? a : b).label}: ${res.rps.toFixed(1)} req/s, mean ${res.latencyMean.toFixed(2)} ms` +
          ` (hit ${res.counts.hit}, miss ${res.counts.miss}, non-2xx ${res.counts.non2xx}, errors ${res.errors})`,
      );
    }
  }
  const sum = (side) => ({
    medianRps: median(runs[side].map((x) => x.rps)),
    medianLatencyMean: median(runs[side].map((x) => x.latencyMean)),
    medianLatencyP50: median(runs[side].map((x) => x.latencyP50)),
    bytesPerReq: median(runs[side].map((x) => x.bytesPerReq)),
    counts: runs[side].reduce(
      (acc, x) => ({
        hit: acc.hit + x.counts.hit,
        miss: acc.miss + x.counts.miss,
        none: acc.none + x.counts.none,
        non2xx: acc.non2xx + x.counts.non2xx,
      }),
      { hit: 0, miss: 0, none: 0, non2xx: 0 },
    ),
    errors: runs[side].reduce((n, x) => n + x.errors, 0),
    rounds: runs[side].map((x) => ({ rps: x.rps, latencyMean: x.latencyMean, latencyP50: x.latencyP50, requests: x.requests })),
  });
  return {
    a: { label: a.label, path: a.path, bustCache: !!a.bustCache, ...sum('a') },
    b: { label: b.label, path: b.path, bustCache: !!b.bustCache, ...sum('b') },
  };
}
