import autocannon from 'autocannon';

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
}

export interface LoadSpec {
  baseUrl: string;
  connections: number;
  /** A run bounded in time... */
  seconds?: number;
  /** ...or in requests, each built from its own prepared state; still stopped after `maxSeconds`. */
  amount?: number;
  maxSeconds?: number;
  /** Request number `i` of the run (0, 1, 2... across every connection). */
  request: (i: number) => RequestSpec;
}

export interface LoadResult {
  /** Successful (2xx) answers per second. */
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  ok: number;
  failed: number;
  /** Answers by status code, and `error`/`timeout` for requests that got none. */
  statuses: Record<string, number>;
  seconds: number;
}

// Each request comes from an address of its own (198.18.0.0/15, the range set aside for benchmarks), read by
// the server through X-Forwarded-For as behind a proxy: per-address limits then meet one member each, as in
// production, instead of every simulated member sharing 127.0.0.1. The header names an address; nothing is sent there.
let nextAddress = 0;
function clientAddress(): string {
  const n = nextAddress++ % 131_072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** One autocannon run on loopback; latencies are the client's, per answer, kept whole for exact percentiles. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  let built = 0;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let ok = 0;
  let lastAnswerAt = 0;
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.baseUrl,
        connections: spec.connections,
        ...(spec.amount ? { amount: spec.amount } : { duration: spec.seconds ?? 5 }),
        timeout: 30,
        requests: [
          {
            setupRequest: (request) => {
              const next = spec.request(built++);
              // The web client names its language on every call; without it the server would read the member's
              // stored one, a read real traffic does not make.
              const headers: Record<string, string> = { 'x-forwarded-for': clientAddress(), 'accept-language': 'en' };
              if (next.token) headers.authorization = `Bearer ${next.token}`;
              if (next.body !== undefined) headers['content-type'] = 'application/json';
              return {
                ...request,
                method: next.method,
                path: next.path,
                headers,
                body: next.body === undefined ? undefined : JSON.stringify(next.body),
              };
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(guard);
        if (error) return reject(error);
        if (result.errors) statuses.error = result.errors;
        if (result.timeouts) statuses.timeout = result.timeouts;
        const seconds = Math.max(0.001, (lastAnswerAt || performance.now()) - startedAt) / 1000;
        latencies.sort((a, b) => a - b);
        const failed = latencies.length - ok + result.errors + result.timeouts;
        resolve({
          rps: ok / seconds,
          p50: percentile(latencies, 0.5),
          p99: percentile(latencies, 0.99),
          mean: latencies.length ? latencies.reduce((sum, value) => sum + value, 0) / latencies.length : Number.NaN,
          ok,
          failed,
          statuses,
          seconds,
        });
      },
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      lastAnswerAt = performance.now();
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) ok += 1;
    });
    const guard = setTimeout(() => instance.stop(), (spec.maxSeconds ?? (spec.seconds ?? 5) + 30) * 1000);
  });
}

export function describe(result: LoadResult): string {
  const codes = Object.entries(result.statuses)
    .map(([code, count]) => `${code}:${count}`)
    .join(' ');
  return (
    `${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms ` +
    `(${result.ok} ok in ${result.seconds.toFixed(1)} s; ${codes})`
  );
}

/**
 * Runs the floor and each subject alternately: floor, subject 1, floor, subject 2, ..., floor. A subject is
 * judged against the mean of the floors on either side of it, so a machine that slows down or speeds up during
 * the run moves both sides of the ratio. A subject's `before` (preparing its state) runs ahead of the floor that
 * precedes it, so only that floor sits between the preparation and the subject.
 */
export async function interleaved<F, S>(
  floor: () => Promise<F>,
  subjects: { before?: () => Promise<void>; run: () => Promise<S> }[],
): Promise<{ subject: S; floors: [F, F] }[]> {
  const out: { subject: S; floors: [F, F] }[] = [];
  await subjects[0]?.before?.();
  let previous = await floor();
  for (const [index, subject] of subjects.entries()) {
    const measured = await subject.run();
    await subjects[index + 1]?.before?.();
    const after = await floor();
    out.push({ subject: measured, floors: [previous, after] });
    previous = after;
  }
  return out;
}
