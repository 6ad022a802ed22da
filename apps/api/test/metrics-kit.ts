import { expect } from 'vitest';
import type { TestContext } from './helper';

// GET /metrics read the way Prometheus reads it, for the tests of what it exports.

/** A scrape from this machine (no token needed), or from `ip` with `token`. */
export function scrape(
  t: TestContext,
  options: { ip?: string; token?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

/** A scrape from this machine that must answer 200: its body. */
export async function metricsText(t: TestContext): Promise<string> {
  const response = await scrape(t);
  expect(response.statusCode).toBe(200);
  return response.body;
}

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Every sample line of the text format, with its labels. */
export function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
      );
      return { name: match[1] as string, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when the scrape has none. */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples(text).filter(
    (each) => each.name === name && Object.entries(labels).every(([key, value]) => each.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name}`);
  return found[0]?.value;
}
