import type { ChainSettings, MemberChain } from './chain';
import type { Traffic } from './http';
import { Journal } from './journal';
import { Member, type Shared } from './member';
import { Operator } from './operator';
import { sleep } from './util';

// Members' money traffic and the operator reviewing it, as the chaos and cluster suites both run it.

export interface Load {
  journal: Journal;
  members: Member[];
  /** When the first member started. */
  startedAt: number;
  /** Members finish what they are doing, then the operator its last review. */
  stop(): Promise<void>;
  operator: Operator;
}

/** Signs the demo operator in, creates the run's packages, then starts members a little apart. */
export async function startLoad(options: {
  traffic: Traffic;
  outboxDir: string;
  runId: string;
  members: number;
  staggerMs: number;
  /** The first member's number, which names its address: a second load on one server starts past the first's. */
  firstMember?: number;
  /** Deposits checked on chain and withdrawals paid by the engine, on this chain. */
  chain?: { settings: ChainSettings; members: MemberChain };
}): Promise<Load> {
  const journal = new Journal();
  const operator = new Operator(options.traffic, journal, options.outboxDir);
  await operator.signIn();
  const packages = await operator.setUp(options.runId, options.chain?.settings);
  let membersStopping = false;
  let operatorStopping = false;
  const shared: Shared = {
    traffic: options.traffic,
    journal,
    outboxDir: options.outboxDir,
    packages,
    referralCodes: ['DEMO001'],
    isStopping: () => membersStopping,
    chain: options.chain?.members,
  };
  const operating = operator.run(() => operatorStopping);
  const startedAt = Date.now();
  const members = Array.from(
    { length: options.members },
    (_, index) => new Member((options.firstMember ?? 1) + index, options.runId, shared),
  );
  const running = members.map(async (member, index) => {
    await sleep(index * options.staggerMs);
    try {
      if (!membersStopping) await member.run();
    } catch (error) {
      journal.surprise(`${member.who} stopped on an error: ${(error as Error).stack ?? error}`);
    }
  });
  return {
    journal,
    members,
    startedAt,
    operator,
    async stop() {
      membersStopping = true;
      await Promise.all(running);
      operatorStopping = true;
      await operating;
    },
  };
}
