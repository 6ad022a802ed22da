import { readFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '../chaos/util';
import type { Children } from './processes';

export const ETCD_BIN = '/usr/bin/etcd';

/** KEY=value lines, as systemd's EnvironmentFile= reads /etc/default/etcd. */
export function readEnvFile(file: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    if (at < 1) throw new Error(`${file}: not KEY=value: ${line}`);
    vars[line.slice(0, at).trim()] = line
      .slice(at + 1)
      .trim()
      .replace(/^(["'])(.*)\1$/, '$2');
  }
  return vars;
}

/** One etcd member from deploy/etcd/etcd.env, on loopback ports, alone in its cluster. */
export class Etcd {
  readonly logFile: string;
  readonly env: NodeJS.ProcessEnv;

  constructor(
    private readonly children: Children,
    envFile: string,
    base: string,
    readonly clientPort: number,
    peerPort: number,
  ) {
    this.logFile = path.join(base, 'etcd.log');
    const client = `http://127.0.0.1:${clientPort}`;
    const peer = `http://127.0.0.1:${peerPort}`;
    const deployed = readEnvFile(envFile);
    const name = deployed.ETCD_NAME ?? 'etcd1';
    this.env = {
      PATH: '/usr/bin:/bin',
      ...deployed,
      ETCD_DATA_DIR: path.join(base, 'etcd'),
      ETCD_LISTEN_CLIENT_URLS: client,
      ETCD_ADVERTISE_CLIENT_URLS: client,
      ETCD_LISTEN_PEER_URLS: peer,
      ETCD_INITIAL_ADVERTISE_PEER_URLS: peer,
      // The file names three members; one alone would wait for a majority forever.
      ETCD_INITIAL_CLUSTER: `${name}=${peer}`,
    };
  }

  get hosts(): string {
    return `127.0.0.1:${this.clientPort}`;
  }

  async start(timeoutMs: number) {
    this.children.start('etcd', ETCD_BIN, [], { env: this.env, logFile: this.logFile });
    await waitFor('etcd to be healthy', timeoutMs, async () => {
      this.children.assertRunning('etcd', this.logFile);
      return (await this.healthy()) || undefined;
    });
  }

  async healthy(): Promise<boolean> {
    try {
      const response = await fetch(`http://${this.hosts}/health`, { signal: AbortSignal.timeout(2000) });
      const body = (await response.json()) as { health?: string };
      return response.ok && body.health === 'true';
    } catch {
      return false;
    }
  }

  async stop() {
    await this.children.stop('etcd', 10_000);
  }
}
