import { describe, expect, it } from 'vitest';
import { createRecentTraffic, quantile } from '../../src/metrics/recent-traffic';

// The System page's traffic figures (docs/operations.md#metrics), counted in ten-second slots.

const BOUNDS = [0.1, 0.5, 1, 10];
const START = Date.UTC(2026, 10, 27, 12, 0, 0);

describe('recent traffic', () => {
  it('counts the last minute, and the 5xx and p99 over five minutes', () => {
    const traffic = createRecentTraffic(BOUNDS);
    // Four minutes ago: 50 requests, 10 of them 5xx.
    for (let each = 0; each < 50; each += 1) {
      traffic.record({ atMs: START - 240_000, seconds: 0.05, status: each < 10 ? 500 : 200 });
    }
    // Just now: 50 quick requests, none failed.
    for (let each = 0; each < 50; each += 1) traffic.record({ atMs: START, seconds: 0.05, status: 200 });
    const figures = traffic.figures(START + 1000);
    expect(figures).toMatchObject({ requestsLastMinute: 50, requests: 100, serverErrors: 10 });
    expect(figures.p99Seconds).toBeCloseTo(0.099, 3);
  });

  it('forgets what is older than five minutes, and says nothing of no requests', () => {
    const traffic = createRecentTraffic(BOUNDS);
    traffic.record({ atMs: START, seconds: 2, status: 503 });
    expect(traffic.figures(START + 301_000)).toEqual({
      requestsLastMinute: 0,
      requests: 0,
      serverErrors: 0,
      p99Seconds: null,
    });
  });

  it('reads the 99th percentile as histogram_quantile does', () => {
    // 98 quick, 2 slow between 1 s and 10 s: the 99th ranks halfway into the slow bucket.
    expect(quantile(0.99, [98, 0, 0, 2, 0], BOUNDS)).toBeCloseTo(5.5, 5);
    // Past the last bound, the last bound.
    expect(quantile(0.99, [1, 0, 0, 0, 9], BOUNDS)).toBe(10);
    expect(quantile(0.99, [0, 0, 0, 0, 0], BOUNDS)).toBeNull();
  });
});
