import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ETCD_BIN } from './etcd';
import { HAPROXY_BIN } from './haproxy';
import { PATRONI_BIN } from './patroni';

export const PG_BIN = '/usr/lib/postgresql/15/bin';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`))));
  });
}

/** Installs the engines from Debian's packages when one is missing; only root can. */
export async function ensureInstalled() {
  const postgres = path.join(PG_BIN, 'postgres');
  const required = [ETCD_BIN, '/usr/bin/etcdctl', PATRONI_BIN, HAPROXY_BIN, postgres];
  const missing = () => required.filter((file) => !existsSync(file));
  if (missing().length === 0) return;
  const packages = ['haproxy', 'patroni', 'etcd-server', 'etcd-client'];
  if (!existsSync(postgres)) packages.push('postgresql-15');
  if (process.getuid?.() !== 0) {
    throw new Error(`missing ${missing().join(', ')}: run as root, or apt-get install ${packages.join(' ')}`);
  }
  const install = () => run('apt-get', ['install', '-y', '-qq', ...packages]);
  // The package lists are refreshed only when they turn out to be stale.
  await install().catch(async () => {
    await run('apt-get', ['update', '-qq']);
    await install();
  });
  if (missing().length > 0) throw new Error(`still missing after apt-get install: ${missing().join(', ')}`);
}
