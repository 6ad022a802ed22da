// The System page's traffic figures (docs/operations.md#metrics): what this replica answered in the last minutes, fed
// by the same hook as /metrics' request counters (http-metrics.ts), kept in ten-second slots so a request costs an
// index and three additions, and reading is a sum over thirty slots.

const SLOT_MS = 10_000;
/** The error rate and the p99 are read over 5 minutes: one minute holds too few requests to rank. */
export const TRAFFIC_WINDOW_SECONDS = 300;
const SLOTS = TRAFFIC_WINDOW_SECONDS / (SLOT_MS / 1000);
const MINUTE_SLOTS = 60_000 / SLOT_MS;

interface Slot {
  index: number;
  requests: number;
  serverErrors: number;
  /** Requests per duration bucket, not cumulative; the last is past every bound. */
  buckets: number[];
}

export interface TrafficFigures {
  requestsLastMinute: number;
  requests: number;
  serverErrors: number;
  /** The 99th percentile of answer times, read from the buckets as Prometheus' histogram_quantile does. */
  p99Seconds: number | null;
}

export interface RecentTraffic {
  record(options: { atMs: number; seconds: number; status: number }): void;
  figures(nowMs: number): TrafficFigures;
}

export function createRecentTraffic(bounds: readonly number[]): RecentTraffic {
  const slots: Slot[] = [];
  const emptySlot = (index: number): Slot => ({
    index,
    requests: 0,
    serverErrors: 0,
    buckets: new Array(bounds.length + 1).fill(0),
  });
  return {
    record({ atMs, seconds, status }) {
      const index = Math.floor(atMs / SLOT_MS);
      let slot = slots[index % SLOTS];
      if (!slot || slot.index !== index) {
        slot = emptySlot(index);
        slots[index % SLOTS] = slot;
      }
      let bucket = 0;
      while (bucket < bounds.length && seconds > (bounds[bucket] ?? Infinity)) bucket += 1;
      slot.requests += 1;
      if (status >= 500) slot.serverErrors += 1;
      slot.buckets[bucket] = (slot.buckets[bucket] ?? 0) + 1;
    },
    figures(nowMs) {
      const current = Math.floor(nowMs / SLOT_MS);
      const total = emptySlot(current);
      let requestsLastMinute = 0;
      for (const slot of slots) {
        if (!slot || slot.index <= current - SLOTS || slot.index > current) continue;
        total.requests += slot.requests;
        total.serverErrors += slot.serverErrors;
        slot.buckets.forEach((count, bucket) => {
          total.buckets[bucket] = (total.buckets[bucket] ?? 0) + count;
        });
        if (slot.index > current - MINUTE_SLOTS) requestsLastMinute += slot.requests;
      }
      return {
        requestsLastMinute,
        requests: total.requests,
        serverErrors: total.serverErrors,
        p99Seconds: quantile(0.99, total.buckets, bounds),
      };
    },
  };
}

/** histogram_quantile: the bucket holding the rank, interpolated linearly in it; past the last bound, that bound. */
export function quantile(q: number, buckets: readonly number[], bounds: readonly number[]): number | null {
  const count = buckets.reduce((sum, each) => sum + each, 0);
  if (count === 0) return null;
  const rank = q * count;
  let below = 0;
  for (let bucket = 0; bucket < buckets.length; bucket += 1) {
    const inBucket = buckets[bucket] ?? 0;
    if (below + inBucket >= rank && inBucket > 0) {
      const upper = bounds[bucket];
      if (upper === undefined) return bounds.at(-1) ?? null;
      const lower = bucket === 0 ? 0 : (bounds[bucket - 1] ?? 0);
      return lower + (upper - lower) * ((rank - below) / inBucket);
    }
    below += inBucket;
  }
  return bounds.at(-1) ?? null;
}
