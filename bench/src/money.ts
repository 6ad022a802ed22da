import { microsToUsdt, pathWith, routes } from '@app/contract';
import { withCpu } from './cpu';
import { memberToken } from './fixtures';
import { describe, interleaved, type LoadResult, type RequestSpec, runLoad } from './http';
import { log } from './log';
import { type BenchContext, type BenchModule, serverOf } from './module';
import { type PgbenchResult, preparePgbench, runPgbench } from './pgbench';
import { prepareApprovals, prepareClaims, preparePurchases, prepareWithdrawals } from './prepare';

// The money path against the physical ceiling: pgbench's TPC-B-like transaction on the same PostgreSQL at the
// same client count, run between the subjects. Each subject is a real money transaction through the API, every
// request by a different member with its state prepared. Budgets: at 10 clients each subject keeps at least 0.3
// of pgbench's transactions/s; at 50 clients its throughput is not below its own at 10.

const RATIO_TO_PGBENCH = 0.3;

/** A read the request's account may make: the operator's profile for the console's requests, else the member's. */
function warmUpPath(request: RequestSpec): string {
  return request.path.startsWith('/adminApi/') ? routes.operatorProfile.path : routes.profile.member.path;
}

interface Prepared {
  count: number;
  request: (i: number) => RequestSpec;
}

interface MoneySubject {
  name: string;
  /** Prepares the state of up to `count` requests: how many it could, and request number i. */
  prepare: (count: number, round: number) => Promise<Prepared>;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

const prepared = (states: unknown[], request: (i: number) => RequestSpec): Prepared => ({
  count: states.length,
  request,
});

function subjects(ctx: BenchContext): MoneySubject[] {
  const { fixtures } = ctx;
  const token = (idx: number) => memberToken(fixtures.salt, idx);
  const pick = <T>(list: T[], i: number): T => {
    const item = list[i];
    if (item === undefined) throw new Error(`request ${i} has no prepared state (${list.length} prepared)`);
    return item;
  };
  return [
    {
      name: 'purchasePackage',
      prepare: async (count) => {
        const members = await preparePurchases(ctx, count, fixtures.purchasePackage.priceMicros);
        return prepared(members, (i) => ({
          method: 'POST',
          path: routes.purchasePackage.member.path,
          token: token(pick(members, i)),
          body: {
            packageId: fixtures.purchasePackage.id,
            amount: microsToUsdt(fixtures.purchasePackage.priceMicros),
            payment_mode_name: 'wallet',
          },
        }));
      },
    },
    {
      name: 'invetPamentsettelByday',
      prepare: async (count) => {
        const members = await prepareClaims(ctx, count, today());
        return prepared(members, (i) => ({
          method: 'GET',
          path: routes.claimProfit.member.path,
          token: token(pick(members, i)),
        }));
      },
    },
    {
      name: 'adminDepositApprove',
      prepare: async (count) => {
        const deposits = await prepareApprovals(ctx, count);
        return prepared(deposits, (i) => ({
          method: 'POST',
          path: pathWith(routes.adminDepositApprove.path, { _id: pick(deposits, i) }),
          token: fixtures.operator.token,
        }));
      },
    },
    {
      name: 'WithdrawalsrequsetVerify',
      prepare: async (count, round) => {
        const requests = await prepareWithdrawals(ctx, count, round);
        return prepared(requests, (i) => {
          const request = pick(requests, i);
          return {
            method: 'POST',
            path: routes.withdrawalVerify.member.path,
            token: token(request.idx),
            body: { _id: request.id, address: request.address, amount: request.amountUsdt, otp: request.code },
          };
        });
      },
    },
  ];
}

async function run(ctx: BenchContext) {
  const { baseUrl, pid } = serverOf(ctx);
  const { options } = ctx;
  const pgbenchUrl = await preparePgbench({
    adminUrl: ctx.adminUrl,
    name: `bench_${process.pid}_pgbench`,
    scale: options.pgbenchScale,
    keep: options.keep,
  });
  const list = subjects(ctx);
  const byConcurrency = new Map<number, Map<string, LoadResult>>();
  let round = 0;
  for (const connections of options.concurrencies) {
    const floor = async () => {
      const result = await runPgbench(pgbenchUrl, connections, options.pgbenchSeconds);
      log(`  c${connections} pgbench: ${result.tps.toFixed(0)} tps, latency ${result.latencyMs.toFixed(1)} ms`);
      return result;
    };
    const requests: ((i: number) => RequestSpec)[] = [];
    const amounts: number[] = [];
    const measured = await interleaved<PgbenchResult, LoadResult>(
      floor,
      list.map((subject, index) => ({
        before: async () => {
          round += 1;
          // A connection may build one request past its share before the run stops.
          const wanted = options.moneyRequests + connections;
          const state = await subject.prepare(wanted, round);
          requests[index] = state.request;
          amounts[index] = Math.min(options.moneyRequests, state.count - connections);
          if (amounts[index] < options.moneyRequests) {
            log(`  ${subject.name}: only ${state.count} members could be prepared; ${amounts[index]} requests`);
          }
          if (amounts[index] < connections) throw new Error(`${subject.name}: too few members to prepare`);
          // Each member has read a screen of the app before it pays, as in production: its session is in the
          // server's memory (decision 013), as the read benchmark's warm-up leaves it. Not timed.
          const warmUp = await runLoad({
            baseUrl,
            connections,
            amount: amounts[index],
            maxSeconds: options.moneyMaxSeconds,
            request: (i) => ({ method: 'GET', path: warmUpPath(state.request(i)), token: state.request(i).token }),
          });
          if (warmUp.failed > 0) throw new Error(`${subject.name}: warm-up answers ${JSON.stringify(warmUp.statuses)}`);
        },
        run: async () => {
          const request = requests[index];
          if (!request) throw new Error(`${subject.name} was not prepared`);
          const { result, cpu } = await withCpu(pid, () =>
            runLoad({ baseUrl, connections, amount: amounts[index], maxSeconds: options.moneyMaxSeconds, request }),
          );
          log(`  c${connections} ${subject.name}: ${describe(result)}${cpu}`);
          return result;
        },
      })),
    );
    const results = new Map<string, LoadResult>();
    const floors: number[] = [];
    for (const [index, { subject: result, floors: around }] of measured.entries()) {
      const subject = list[index];
      if (!subject) continue;
      results.set(subject.name, result);
      const pgbenchTps = (around[0].tps + around[1].tps) / 2;
      // Neighbouring subjects share the floor between them: count each floor run once.
      floors.push(around[0].tps);
      if (index === measured.length - 1) floors.push(around[1].tps);
      const name = `money.c${connections}.${subject.name}`;
      const atTen = byConcurrency.get(10)?.get(subject.name);
      if (connections === 10) {
        ctx.report.ratio({
          name: `${name}.rps`,
          value: result.rps,
          unit: 'req/s',
          floor: pgbenchTps,
          budget: { atLeast: RATIO_TO_PGBENCH },
        });
      } else {
        ctx.report.ratio({
          name: `${name}.rps_vs_pgbench`,
          value: result.rps,
          unit: 'req/s',
          floor: pgbenchTps,
          budget: null,
        });
        if (atTen) {
          ctx.report.ratio({
            name: `${name}.rps_vs_c10`,
            value: result.rps,
            unit: 'req/s',
            floor: atTen.rps,
            budget: { atLeast: 1 },
          });
        }
      }
      ctx.report.info({ name: `${name}.p99`, value: result.p99, unit: 'ms' });
      if (result.failed > 0) ctx.report.zero({ name: `${name}.failed`, value: result.failed, unit: 'requests' });
    }
    ctx.report.info({
      name: `money.c${connections}.pgbench.tps`,
      value: floors.reduce((sum, tps) => sum + tps, 0) / Math.max(1, floors.length),
      unit: 'tps',
    });
    byConcurrency.set(connections, results);
  }
}

export const moneyModule: BenchModule = { name: 'money', server: true, run };
