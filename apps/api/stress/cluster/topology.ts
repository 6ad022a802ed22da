// The production failover topology on 127.0.0.1: one etcd member, two Patroni nodes and HAProxy, each started
// from its file under deploy/ with only ports and directories changed.
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgBackRest } from '../backup/pgbackrest';
import { freePort, log, sleep, waitFor } from '../chaos/util';
import { Etcd } from './etcd';
import { HAProxy } from './haproxy';
import { ensureInstalled } from './install';
import { type Member, type NodeStatus, PatroniNode } from './patroni';
import { Children, processesUnder, serverUser, signal } from './processes';
import { isPrimary } from './sql';

const deploy = fileURLToPath(new URL('../../../../deploy/', import.meta.url));
const NODE_NAMES = ['postgres1', 'postgres2'] as const;
/** Each node's server in deploy/haproxy.cfg's `listen postgres`. */
const HAPROXY_SERVER: Record<string, string> = { postgres1: 'pg1', postgres2: 'pg2' };
const STARTUP_MS = 90_000;

async function freePorts<K extends string>(names: readonly K[], taken: number[]): Promise<Record<K, number>> {
  const ports = {} as Record<K, number>;
  const used = [...taken];
  for (const name of names) {
    let port = await freePort();
    while (used.includes(port)) port = await freePort();
    used.push(port);
    ports[name] = port;
  }
  return ports;
}

interface Started {
  base: string;
  pgbackrest: PgBackRest;
  children: Children;
  etcd: Etcd;
  nodes: Map<string, PatroniNode>;
  haproxy: HAProxy;
  apiPort: number;
  pgPort: number;
}

export class Topology {
  /** Installs the engines from Debian's packages when one is missing; only root can. */
  static ensureInstalled(): Promise<void> {
    return ensureInstalled();
  }

  private state?: Started;
  private destroyed?: Promise<void>;
  private readonly secrets = {
    superuser: randomBytes(12).toString('hex'),
    replication: randomBytes(12).toString('hex'),
    restapiUser: 'patroni',
    restapi: randomBytes(12).toString('hex'),
  };

  constructor(private readonly options: { apiPorts: [number, number] }) {}

  private get started(): Started {
    if (!this.state) throw new Error('the topology is not started');
    return this.state;
  }

  get base(): string {
    return this.started.base;
  }

  get apiUrl(): string {
    return `http://127.0.0.1:${this.started.apiPort}`;
  }

  /** Through HAProxy: always the primary. */
  get databaseUrl(): string {
    return `postgres://postgres:${this.secrets.superuser}@127.0.0.1:${this.started.pgPort}/postgres`;
  }

  /** bootstrap.dcs.ttl of deploy/patroni: a lost primary's leader key outlives it by up to this long. */
  get ttlSeconds(): number {
    const yml = readFileSync(path.join(deploy, 'patroni/postgres1.yml'), 'utf8');
    const ttl = Number(/^\s+ttl:\s*(\d+)\s*$/m.exec(yml)?.[1]);
    if (!ttl) throw new Error('no ttl in deploy/patroni/postgres1.yml');
    return ttl;
  }

  get nodes(): string[] {
    return [...NODE_NAMES];
  }

  nodeUrl(name: string): string {
    return this.node(name).url;
  }

  private node(name: string): PatroniNode {
    const node = this.started.nodes.get(name);
    if (!node) throw new Error(`no node ${name}`);
    return node;
  }

  async start() {
    if (this.state) throw new Error('already started');
    const base = mkdtempSync(path.join(tmpdir(), 'pg-topology-'));
    const runAs = serverUser();
    if (runAs) chownSync(base, runAs.uid, runAs.gid);
    const children = new Children(base);
    const names = ['etcdClient', 'etcdPeer', 'rest1', 'rest2', 'pg1', 'pg2', 'apiPort', 'pgPort', 'stats'] as const;
    const { etcdClient, etcdPeer, rest1, rest2, pg1, pg2, apiPort, pgPort, stats } = await freePorts(
      names,
      this.options.apiPorts,
    );
    const pgbackrest = new PgBackRest(path.dirname(deploy), base, runAs);
    const etcd = new Etcd(children, path.join(deploy, 'etcd/etcd.env'), base, etcdClient, etcdPeer);
    const nodes = new Map<string, PatroniNode>();
    for (const [name, rest, port] of [
      [NODE_NAMES[0], rest1, pg1],
      [NODE_NAMES[1], rest2, pg2],
    ] as const) {
      const file = path.join(deploy, `patroni/${name}.yml`);
      nodes.set(
        name,
        new PatroniNode(name, children, file, base, rest, port, etcd.hosts, this.secrets, runAs, pgbackrest),
      );
    }
    const [api1, api2] = this.options.apiPorts;
    const haproxy = new HAProxy(children, path.join(deploy, 'haproxy.cfg'), base, {
      API_BIND: `127.0.0.1:${apiPort}`,
      API1: `127.0.0.1:${api1}`,
      API2: `127.0.0.1:${api2}`,
      PG_BIND: `127.0.0.1:${pgPort}`,
      PG1: `127.0.0.1:${pg1}`,
      PG2: `127.0.0.1:${pg2}`,
      PG1_CHECK_PORT: String(rest1),
      PG2_CHECK_PORT: String(rest2),
      STATS_BIND: `127.0.0.1:${stats}`,
      ERRORS_DIR: path.join(deploy, 'haproxy-errors'),
    });
    this.state = { base, pgbackrest, children, etcd, nodes, haproxy, apiPort, pgPort };
    log(`topology in ${base}`);

    await etcd.start(STARTUP_MS);
    const first = this.node(NODE_NAMES[0]);
    first.start();
    await waitFor(`${first.name} to bootstrap as the leader`, STARTUP_MS, async () => {
      first.assertRunning();
      if ((await this.leader().catch(() => undefined)) !== first.name) return undefined;
      return (await isPrimary(first.url)) || undefined;
    });
    // Until the stanza exists, the primary's archive_command fails and its WAL waits in pg_wal.
    await pgbackrest.run(['stanza-create'], first.pgNode);
    this.node(NODE_NAMES[1]).start();
    await this.waitForStandby(NODE_NAMES[1], STARTUP_MS);
    haproxy.start();
    await this.waitForWritablePrimary(30_000);
  }

  private async members(): Promise<Member[]> {
    for (const node of this.started.nodes.values()) {
      const view = await node.get<{ members?: Member[] }>('/cluster');
      if (view?.members) return view.members;
    }
    // Patroni answers GET /cluster from etcd: no answer from any node while etcd is unreachable.
    throw new Error('no Patroni node answers GET /cluster (is etcd reachable?)');
  }

  /** The member holding the leader key, as Patroni sees it (a lost leader until its key expires). */
  async leader(): Promise<string> {
    const leader = (await this.members()).find((member) => member.role === 'leader');
    if (!leader) throw new Error('the cluster has no leader');
    return leader.name;
  }

  async syncStandby(): Promise<string | null> {
    return (await this.members()).find((member) => member.role === 'sync_standby')?.name ?? null;
  }

  /** A planned switchover to the sync standby; returns the new leader once it takes writes through HAProxy. */
  async switchover(): Promise<string> {
    const leader = await this.leader();
    const candidate = await this.syncStandby();
    if (!candidate) throw new Error('no sync standby to switch over to');
    // Patroni answers once the new leader holds the key, or after about 20 s of waiting in vain.
    const answer = await this.node(leader).post('/switchover', { leader, candidate }, 60_000);
    if (answer.status !== 200) throw new Error(`switchover refused: ${answer.status} ${answer.text}`);
    await waitFor(`${candidate} to lead and take writes`, 60_000, async () => {
      if ((await this.leader().catch(() => undefined)) !== candidate) return undefined;
      return (await isPrimary(this.nodeUrl(candidate))) || undefined;
    });
    await this.waitForWritablePrimary(30_000);
    return candidate;
  }

  /** kill -9 of the leader's Patroni, postmaster and backends: a lost machine. Does not wait. */
  async killPrimary(): Promise<string> {
    const leader = await this.leader();
    this.node(leader).kill();
    return leader;
  }

  /** Starts the node's Patroni again: it rejoins as a standby, rewinding first if its timeline diverged. */
  async restartNode(name: string) {
    const node = this.node(name);
    node.start();
    await waitFor(`${name}'s REST API`, 30_000, async () => {
      node.assertRunning();
      return await node.get<NodeStatus>('/patroni');
    });
  }

  /** Until `name` streams from the leader as its synchronous standby. */
  async waitForStandby(name: string, timeoutMs: number) {
    const node = this.node(name);
    await waitFor(
      `${name} to stream as the sync standby`,
      timeoutMs,
      async () => {
        node.assertRunning();
        const members = await this.members().catch(() => []);
        const leader = members.find((member) => member.role === 'leader');
        const self = members.find((member) => member.name === name);
        if (!leader || self?.role !== 'sync_standby' || self.state !== 'running') return undefined;
        const status = await this.node(leader.name).get<NodeStatus>('/patroni');
        const streams = status?.replication?.some(
          (sender) => sender.application_name === name && sender.state === 'streaming' && sender.sync_state === 'sync',
        );
        return streams || undefined;
      },
      500,
    );
  }

  /** Until a new connection through HAProxy reaches a primary, and HAProxy counts every other node down. */
  async waitForWritablePrimary(timeoutMs: number) {
    const { haproxy } = this.started;
    await waitFor('a writable primary through HAProxy', timeoutMs, async () => {
      haproxy.assertRunning();
      if (!(await isPrimary(this.databaseUrl))) return undefined;
      const leader = await this.leader().catch(() => undefined);
      if (!leader) return undefined;
      // 2.6 starts servers UP, and a demoted primary stays UP until `fall` checks fail: wait for the view to settle.
      const states = await haproxy.serverStates('postgres');
      const settled = this.nodes.every((name) => {
        const state = states.get(HAPROXY_SERVER[name] ?? '') ?? '';
        return name === leader ? state === 'UP' : state.startsWith('DOWN');
      });
      return settled || undefined;
    });
  }

  async stopEtcd() {
    await this.started.etcd.stop();
  }

  async startEtcd() {
    await this.started.etcd.start(STARTUP_MS);
  }

  /**
   * pgBackRest's own check on the current leader: it closes a WAL segment and waits until that segment is in the
   * repository, so it passes only while the leader archives. Answers the leader, or throws with pgBackRest's output.
   */
  async checkArchiving(): Promise<string> {
    const leader = await this.leader();
    await this.started.pgbackrest.run(['check'], this.node(leader).pgNode, 90_000);
    return leader;
  }

  /** Live processes this topology started, or that those started; empty after destroy(). */
  leftovers(): number[] {
    if (!this.state) return [];
    return [...new Set([...this.state.children.pids(), ...processesUnder(this.state.base)])];
  }

  /** Stops everything (kill -9 for what does not stop) and removes the files unless kept; safe to call twice. */
  destroy(options: { keepFiles?: boolean } = {}): Promise<void> {
    this.destroyed ??= this.teardown(options.keepFiles ?? false);
    return this.destroyed;
  }

  private async teardown(keepFiles: boolean) {
    const state = this.state;
    if (!state) return;
    state.children.close();
    await state.haproxy.stop();
    await Promise.all([...state.nodes.values()].map((node) => node.stop(30_000)));
    await state.etcd.stop();
    const deadline = Date.now() + 10_000;
    while (processesUnder(state.base).length > 0 && Date.now() < deadline) await sleep(200);
    for (let round = 0; round < 20 && this.leftovers().length > 0; round++) {
      for (const pid of this.leftovers()) signal(pid, 'SIGKILL');
      await sleep(100);
    }
    const left = this.leftovers();
    if (left.length > 0) log(`still running after kill -9: ${left.join(', ')}`);
    if (keepFiles) log(`kept ${state.base}`);
    else rmSync(state.base, { recursive: true, force: true });
  }
}
