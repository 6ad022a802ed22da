import path from 'node:path';
import type { Children } from './processes';

export const HAPROXY_BIN = '/usr/sbin/haproxy';

/** The variables deploy/haproxy.cfg expands ("${VAR}"), every address a host:port on 127.0.0.1. */
export interface HAProxyVars {
  API_BIND: string;
  API1: string;
  API2: string;
  PG_BIND: string;
  PG1: string;
  PG2: string;
  PG1_CHECK_PORT: string;
  PG2_CHECK_PORT: string;
  STATS_BIND: string;
  ERRORS_DIR: string;
}

/** HAProxy in the foreground (-db) on deploy/haproxy.cfg itself. */
export class HAProxy {
  readonly logFile: string;

  constructor(
    private readonly children: Children,
    private readonly configFile: string,
    base: string,
    readonly vars: HAProxyVars,
  ) {
    this.logFile = path.join(base, 'haproxy.log');
  }

  start() {
    this.children.start('haproxy', HAPROXY_BIN, ['-db', '-f', this.configFile], {
      env: { PATH: '/usr/bin:/bin', ...this.vars },
      logFile: this.logFile,
    });
  }

  assertRunning() {
    this.children.assertRunning('haproxy', this.logFile);
  }

  /** Server name to HAProxy's view of it (UP, DOWN, UP 1/2, ...) in proxy `proxy`, from the stats CSV. */
  async serverStates(proxy: string): Promise<Map<string, string>> {
    const states = new Map<string, string>();
    try {
      const response = await fetch(`http://${this.vars.STATS_BIND}/;csv`, { signal: AbortSignal.timeout(2000) });
      const [header = '', ...rows] = (await response.text()).split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const [proxyAt, serverAt, statusAt] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
      for (const row of rows) {
        const cells = row.split(',');
        if (cells[proxyAt ?? -1] === proxy) states.set(cells[serverAt ?? -1] ?? '', cells[statusAt ?? -1] ?? '');
      }
    } catch {
      // Not listening yet: no view.
    }
    return states;
  }

  async stop() {
    await this.children.stop('haproxy', 5000);
  }
}
