import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched (the SPA's fallback, a 404): never its raw path. */
export const UNMATCHED_ROUTE = 'unmatched';

// Up to 10 s, past the statement timeout's default; 2 s is a bucket of its own because the latency alert reads it.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];
/** Asked by HAProxy and Prometheus, not members: a /readyz 503 says a replica is out of the rotation, not an outage. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Requests by method, route template and status class, with their duration. The route is the one Fastify matched
 * (`/adminApi/members/:_id`), so no id, e-mail or address ever becomes a label. 5xx answers to members (not to the
 * probes) are also counted by their exact code: a 503 is the database away (an availability alert), any other a bug.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry) {
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'nexatech_http_requests_total',
    help: 'HTTP requests answered, by method, route template (unmatched for no route) and status class',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'nexatech_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route template and status class',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'nexatech_http_server_errors_total',
    help: 'Answers with a 5xx status outside /healthz, /readyz and /metrics, by code: 503 is the database away, any other a bug',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  // Present at 0 from the start, so the alerts' increase() sees the first error of a fresh process.
  for (const code of ['500', '503']) serverErrors.inc({ code }, 0);

  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_class: `${Math.floor(status / 100)}xx`,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (status >= 500 && !PROBES.has(labels.route)) serverErrors.inc({ code: String(status) });
  });
}
