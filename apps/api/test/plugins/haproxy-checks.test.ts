import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { READINESS_TIMEOUT_MS } from '../../src/plugins/health';
import { HAPROXY_BIN } from '../../stress/cluster/haproxy';

// deploy/haproxy.cfg's checks of the API replicas (docs/operations.md#replicas): on a machine short of CPU a healthy
// replica answers /readyz late, and must not be taken out beside a killed one, leaving members HAProxy's own 503.

const configFile = fileURLToPath(new URL('../../../../deploy/haproxy.cfg', import.meta.url));
const config = readFileSync(configFile, 'utf8');

/** The lines of one section (`backend api`), comments and blank lines left out. */
function section(header: string): string[] {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => line.trim() === header);
  if (start < 0) throw new Error(`no "${header}" in deploy/haproxy.cfg`);
  const end = lines.findIndex((line, index) => index > start && /^\S/.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

const api = section('backend api');
const seconds = (value: string | undefined) => Number(/^(\d+)s$/.exec(value ?? '')?.[1] ?? Number.NaN);
const option = (name: string) => api.find((line) => line.startsWith(`${name} `))?.split(/\s+/);
const serverDefault = (name: string) => {
  const words = option('default-server') ?? [];
  return words[words.indexOf(name) + 1];
};

describe("HAProxy's checks of the API replicas", () => {
  it("wait longer for /readyz than /readyz waits for the database, with room for a busy machine's delay", () => {
    expect(seconds(option('timeout check')?.[2]) * 1000).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS + 3_000);
  });

  it('take a replica out only after three failed checks in a row, and let it back in within a second or two', () => {
    expect(Number(serverDefault('fall'))).toBeGreaterThanOrEqual(3);
    expect(seconds(serverDefault('inter'))).toBeGreaterThanOrEqual(2);
    expect(seconds(serverDefault('downinter'))).toBeLessThanOrEqual(1);
    expect(Number(serverDefault('rise'))).toBeLessThanOrEqual(2);
  });

  it('neither judge replicas by live traffic nor cut their requests in flight when one is taken out', () => {
    expect(api.join('\n')).not.toMatch(/\bobserve\b|on-marked-down|on-error/);
  });

  it('keep every checked replica as an unchecked last resort, so HAProxy never refuses while one answers', () => {
    const servers = api.filter((line) => line.startsWith('server '));
    const checked = servers.filter((line) => / check\b/.test(line)).map((line) => line.split(/\s+/)[2]);
    const lastResort = servers.filter((line) => / backup$/.test(line)).map((line) => line.split(/\s+/)[2]);
    expect(checked.length).toBeGreaterThanOrEqual(2);
    expect(lastResort).toEqual(checked);
    expect(api).toContain('option allbackups');
  });

  it.skipIf(!existsSync(HAPROXY_BIN))('is a configuration HAProxy accepts', async () => {
    const env = {
      PATH: '/usr/bin:/bin',
      API_BIND: '127.0.0.1:18080',
      API1: '127.0.0.1:13001',
      API2: '127.0.0.1:13002',
      PG_BIND: '127.0.0.1:15000',
      PG1: '127.0.0.1:15432',
      PG2: '127.0.0.1:15433',
      PG1_CHECK_PORT: '18008',
      PG2_CHECK_PORT: '18009',
      STATS_BIND: '127.0.0.1:18404',
      ERRORS_DIR: fileURLToPath(new URL('../../../../deploy/haproxy-errors', import.meta.url)),
    };
    const { stdout, stderr } = await promisify(execFile)(HAPROXY_BIN, ['-c', '-f', configFile], { env });
    expect(`${stdout}${stderr}`).toContain('Configuration file is valid');
    expect(stderr).not.toMatch(/WARNING|ALERT/);
  });
});
