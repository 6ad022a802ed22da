import type { ApiProcess } from './api-process';
import type { Cluster } from './cluster';
import { isUnavailableEnvelope, type Traffic } from './http';
import { log, sleep } from './util';

// The faults, each with the window it covers, and a prober that watches /healthz and /readyz throughout.

export interface FaultWindow {
  name: string;
  kind: 'api-kill' | 'db-restart' | 'db-freeze' | 'chain-down' | 'maintenance';
  startedAt: number;
  endedAt: number;
  /** From the end of the fault until /readyz answered 200 again (null: it never did). */
  readyAfterMs: number | null;
}

export interface ProbeFinding {
  at: number;
  path: string;
  text: string;
}

const READY_WAIT_MS = 30_000;

/** The chain node behind CHAIN_RPC_URL, which a 'chain-down' fault takes away and brings back. */
export interface ChainNode {
  stop(): Promise<void>;
  restart(): Promise<void>;
}

export class Faults {
  readonly windows: FaultWindow[] = [];
  /** Answers of the prober that break the liveness/readiness contract. */
  readonly findings: ProbeFinding[] = [];
  /** /readyz answers of 503 UNAVAILABLE seen inside each database fault, by fault name. */
  readonly notReadySeen = new Map<string, number>();
  private probing = false;
  private current: FaultWindow | undefined;

  constructor(
    private readonly traffic: Traffic,
    private readonly api: ApiProcess,
    private readonly cluster: Cluster,
    private readonly chain?: ChainNode,
  ) {}

  private async readyAgain(): Promise<number | null> {
    const from = Date.now();
    while (Date.now() - from < READY_WAIT_MS) {
      if (await this.api.answersReadyz()) return Date.now() - from;
      await sleep(250);
    }
    return null;
  }

  private async inject(name: string, kind: FaultWindow['kind'], fault: () => Promise<void>) {
    const window: FaultWindow = { name, kind, startedAt: Date.now(), endedAt: 0, readyAfterMs: null };
    this.current = window;
    this.windows.push(window);
    log(`fault: ${name}`);
    try {
      await fault();
    } finally {
      window.endedAt = Date.now();
      window.readyAfterMs = await this.readyAgain();
      this.current = undefined;
    }
    log(
      `fault over: ${name} (${((window.endedAt - window.startedAt) / 1000).toFixed(1)} s); ` +
        `ready again ${window.readyAfterMs === null ? 'NEVER (30 s)' : `after ${window.readyAfterMs} ms`}`,
    );
  }

  killApi(name: string) {
    return this.inject(name, 'api-kill', async () => {
      const ms = await this.api.killAndRestart();
      log(`API answered /healthz ${ms} ms after kill -9 and restart`);
    });
  }

  restartDb(name: string) {
    return this.inject(name, 'db-restart', () => this.cluster.restart());
  }

  freezeDb(name: string, seconds: number) {
    return this.inject(name, 'db-freeze', async () => {
      const stopped = this.cluster.freeze();
      log(`froze ${stopped} PostgreSQL processes for ${seconds} s`);
      try {
        await sleep(seconds * 1000);
      } finally {
        this.cluster.thaw();
      }
    });
  }

  /** The chain node stopped for `seconds` (every call to it fails), then started again on the same chain. */
  chainDown(name: string, seconds: number) {
    const chain = this.chain;
    if (!chain) throw new Error('a chain-down fault needs a chain node');
    return this.inject(name, 'chain-down', async () => {
      await chain.stop();
      try {
        await sleep(seconds * 1000);
      } finally {
        await chain.restart();
      }
    });
  }

  /**
   * Not a fault but the owner's switch (docs/product.md#maintenance): members' money writes are refused for `seconds`
   * while the server stays ready; the members send them again once it ends.
   */
  maintenance(name: string, seconds: number, owner: { switchMaintenance(on: boolean): Promise<void> }) {
    return this.inject(name, 'maintenance', async () => {
      await owner.switchMaintenance(true);
      try {
        await sleep(seconds * 1000);
      } finally {
        await owner.switchMaintenance(false);
      }
    });
  }

  /**
   * Every 500 ms: liveness must hold while the process runs; readiness must say so while the database is away, and
   * stay 200 through maintenance.
   */
  async probe() {
    this.probing = true;
    while (this.probing) {
      const upBefore = this.api.phase === 'up';
      const fault = this.current;
      const [health, ready] = await Promise.all([
        this.traffic.call({ who: 'probe', method: 'GET', path: '/healthz', timeoutMs: 5_000 }),
        this.traffic.call({ who: 'probe', method: 'GET', path: '/readyz', timeoutMs: 10_000 }),
      ]);
      const upAfter = this.api.phase === 'up';
      if (upBefore && upAfter) {
        if (health.kind !== 'answer' || health.status !== 200) {
          this.findings.push({
            at: Date.now(),
            path: '/healthz',
            text: `${health.kind === 'answer' ? health.status : health.kind} after ${health.ms} ms${fault ? ` during ${fault.name}` : ''}`,
          });
        }
        if (fault?.kind === 'maintenance') {
          // Maintenance pauses money writes only: the load balancer must keep the server in rotation.
          if (ready.kind !== 'answer' || ready.status !== 200) {
            this.findings.push({
              at: Date.now(),
              path: '/readyz',
              text: `${ready.kind === 'answer' ? ready.status : ready.kind} during ${fault.name}`,
            });
          }
        } else if (ready.kind === 'answer' && ready.status === 503 && fault && fault.kind !== 'api-kill') {
          if (isUnavailableEnvelope(ready.body)) {
            this.notReadySeen.set(fault.name, (this.notReadySeen.get(fault.name) ?? 0) + 1);
          } else {
            this.findings.push({ at: Date.now(), path: '/readyz', text: `503 body ${JSON.stringify(ready.body)}` });
          }
        } else if (ready.kind !== 'answer' || (ready.status !== 200 && ready.status !== 503)) {
          this.findings.push({
            at: Date.now(),
            path: '/readyz',
            text: `${ready.kind === 'answer' ? ready.status : ready.kind} after ${ready.ms} ms${fault ? ` during ${fault.name}` : ''}`,
          });
        }
      }
      await sleep(500);
    }
  }

  stopProbing() {
    this.probing = false;
  }
}
