import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGBACKREST_BIN } from '../backup/pgbackrest';
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

/** The engines the cluster test runs, each a file of the Debian package that installs it. */
export function ensureInstalled() {
  return ensurePackages({
    [ETCD_BIN]: 'etcd-server',
    '/usr/bin/etcdctl': 'etcd-client',
    [PATRONI_BIN]: 'patroni',
    [HAPROXY_BIN]: 'haproxy',
    [PGBACKREST_BIN]: 'pgbackrest',
    [path.join(PG_BIN, 'postgres')]: 'postgresql-15',
  });
}

/** Installs, from Debian's packages, the package of each file that is missing (file -> package); only root can. */
export async function ensurePackages(needs: Record<string, string>) {
  const missing = () => Object.keys(needs).filter((file) => !existsSync(file));
  if (missing().length === 0) return;
  const packages = [...new Set(missing().map((file) => needs[file] as string))];
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
