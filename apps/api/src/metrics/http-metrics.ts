import type { FastifyInstance } from 'fastify';
import { Counter, type Metric, type Registry } from 'prom-client';
import { createRecentTraffic, type RecentTraffic } from './recent-traffic';

declare module 'fastify' {
  interface FastifyInstance {
    /** This replica's last minutes of traffic, for the console's System page. */
    recentTraffic: RecentTraffic;
  }
}

/** The route label of a request no route matched (the SPA's fallback, a 404): never its raw path. */
export const UNMATCHED_ROUTE = 'unmatched';

// Up to 10 s, past the statement timeout's default; 2 s is a bucket of its own because the latency alert reads it.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];
/** Asked by HAProxy and Prometheus, not members: a /readyz 503 says a replica is out of the rotation, not an outage. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);
const REQUESTS = 'nexatech_http_requests_total';
const DURATION = 'nexatech_http_request_duration_seconds';

type Labels = { method: string; route: string; status_class: string };
/** A sample as prom-client's registry formats it: `metricName` for a histogram's _bucket, _sum and _count lines. */
type Sample = { metricName?: string; labels: Record<string, string | number>; value: number };
interface Series {
  labels: Labels;
  count: number;
  sum: number;
  /** Observations per bucket, not cumulative; the last one is past every bound (+Inf only). */
  buckets: number[];
}

/**
 * Requests by method, route template and status class, with their duration. The route is the one Fastify matched
 * (`/adminApi/members/:_id`), so no id, e-mail or address ever becomes a label. 5xx answers to members (not to the
 * probes) are also counted by their exact code: a 503 is the database away (an availability alert), any other a bug.
 *
 * Every request pays for this hook, so it costs what a counter does: a map lookup and three additions. prom-client's
 * own counter and histogram hash their labels on every call (1.5 µs a request, measured); here the labels are
 * written out only when Prometheus scrapes, in the text format prom-client would have written.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry) {
  const series = new Map<string, Series>();
  const serverErrors = new Counter({
    name: 'nexatech_http_server_errors_total',
    help: 'Answers with a 5xx status outside /healthz, /readyz and /metrics, by code: 503 is the database away, any other a bug',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  // Present at 0 from the start, so the alerts' increase() sees the first error of a fresh process.
  for (const code of ['500', '503']) serverErrors.inc({ code }, 0);
  const recentTraffic = createRecentTraffic(DURATION_BUCKETS);
  app.decorate('recentTraffic', recentTraffic);

  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const statusClass = Math.floor(status / 100);
    const key = `${request.method} ${statusClass} ${route}`;
    let entry = series.get(key);
    if (!entry) {
      entry = {
        labels: { method: request.method, route, status_class: `${statusClass}xx` },
        count: 0,
        sum: 0,
        buckets: new Array(DURATION_BUCKETS.length + 1).fill(0),
      };
      series.set(key, entry);
    }
    const seconds = reply.elapsedTime / 1000;
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > (DURATION_BUCKETS[bucket] ?? Infinity)) bucket += 1;
    entry.count += 1;
    entry.sum += seconds;
    entry.buckets[bucket] = (entry.buckets[bucket] ?? 0) + 1;
    if (status >= 500 && !PROBES.has(route)) serverErrors.inc({ code: String(status) });
    // The probes are the balancer's and Prometheus' own steady calls, not traffic.
    if (!PROBES.has(route)) recentTraffic.record({ atMs: Date.now(), seconds, status });
  });

  registerScraped(registry, {
    name: REQUESTS,
    help: 'HTTP requests answered, by method, route template (unmatched for no route) and status class',
    type: 'counter',
    values: () => [...series.values()].map((entry) => ({ labels: entry.labels, value: entry.count })),
  });
  registerScraped(registry, {
    name: DURATION,
    help: 'Time from the request to the end of its answer, by method, route template and status class',
    type: 'histogram',
    values: () => [...series.values()].flatMap(histogramValues),
  });
}

function histogramValues(entry: Series): Sample[] {
  let cumulative = 0;
  const buckets = [...DURATION_BUCKETS, '+Inf' as const].map((bound, index) => {
    cumulative += entry.buckets[index] ?? 0;
    return { metricName: `${DURATION}_bucket`, labels: { ...entry.labels, le: bound }, value: cumulative };
  });
  return [
    ...buckets,
    { metricName: `${DURATION}_sum`, labels: entry.labels, value: entry.sum },
    { metricName: `${DURATION}_count`, labels: entry.labels, value: entry.count },
  ];
}

/** A metric whose values are read at scrape time, through the registry's own formatting. */
function registerScraped(
  registry: Registry,
  metric: { name: string; help: string; type: 'counter' | 'histogram'; values: () => Sample[] },
) {
  const { name, help, type } = metric;
  const scraped = {
    name,
    help,
    type,
    aggregator: 'sum',
    get: () => ({ name, help, type, aggregator: 'sum', values: metric.values() }),
    reset: () => undefined,
  };
  // The registry reads a metric through get() alone; this one has no prom-client class behind it, so no hashing.
  registry.registerMetric(scraped as unknown as Metric);
}
