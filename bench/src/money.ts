import { microsToUsdt, pathWith, routes } from '@app/contract';
import { withCpu } from './cpu';
import { memberToken } from './fixtures';
import { describe, interleaved, type LoadResult, type RequestSpec, runLoad } from './http';
import { fmt, log } from './log';
import { type BenchContext, type BenchModule, serverOf } from './module';
import { copyMoneyTables, type FloorOperation, readyFloor, runFloor } from './money-floor';
import { planApprovals, planClaims, planPurchases, planVerifies } from './money-floor-plans';
import { type PgbenchResult, preparePgbench, runPgbench } from './pgbench';
import { prepareApprovals, prepareClaims, preparePurchases, prepareWithdrawals } from './prepare';

// The money path against the same rows: each subject is a real money operation through the API, every request by a
// different member with its state prepared, and its floor is pgbench writing the rows that operation writes, for the
// same members, in one transaction each (money-floor.ts, bench/pgbench/<operation>.sql), on either side of it: floor,
// subject, floor. Budgets: at 10 clients each operation serves at least 0.4 of its floor's transactions/s; at 50
// clients at least 0.9 of what it serves at 10. pgbench's TPC-B-like transaction, before and after each concurrency's
// runs, is the database's ceiling for context, without a verdict: it is another, smaller transaction.

const RATIO_TO_FLOOR = 0.4;
const C50_VS_C10 = 0.9;

/** A read the request's account may make: the operator's profile for the console's requests, else the member's. */
function warmUpPath(request: RequestSpec): string {
  return request.path.startsWith('/adminApi/') ? routes.operatorProfile.path : routes.profile.member.path;
}

interface Prepared {
  count: number;
  request: (i: number) => RequestSpec;
  /** Plans the floor's rows for the same members, in the same order (untimed); answers how many. */
  plan: () => Promise<number>;
}

interface MoneySubject {
  /** The line's name: purchase, claim, approval, verify. */
  name: FloorOperation;
  /** The API's name for the operation, in the log. */
  route: string;
  /** Prepares the state of up to `count` requests: how many it could, and request number i. */
  prepare: (count: number, round: number) => Promise<Prepared>;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

const prepared = (states: unknown[], request: (i: number) => RequestSpec, plan: () => Promise<number>): Prepared => ({
  count: states.length,
  request,
  plan,
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
      name: 'purchase',
      route: 'purchasePackage',
      prepare: async (count) => {
        const members = await preparePurchases(ctx, count, fixtures.purchasePackage.priceMicros);
        const plan = () => planPurchases(ctx.db, { members, packageId: fixtures.purchasePackage.id, day: today() });
        return prepared(
          members,
          (i) => ({
            method: 'POST',
            path: routes.purchasePackage.member.path,
            token: token(pick(members, i)),
            body: {
              packageId: fixtures.purchasePackage.id,
              amount: microsToUsdt(fixtures.purchasePackage.priceMicros),
              payment_mode_name: 'wallet',
            },
          }),
          plan,
        );
      },
    },
    {
      name: 'claim',
      route: 'invetPamentsettelByday',
      prepare: async (count) => {
        const members = await prepareClaims(ctx, count, today());
        return prepared(
          members,
          (i) => ({ method: 'GET', path: routes.claimProfit.member.path, token: token(pick(members, i)) }),
          () => planClaims(ctx.db, { members, day: today() }),
        );
      },
    },
    {
      name: 'approval',
      route: 'adminDepositApprove',
      prepare: async (count) => {
        const deposits = await prepareApprovals(ctx, count);
        return prepared(
          deposits,
          (i) => ({
            method: 'POST',
            path: pathWith(routes.adminDepositApprove.path, { _id: pick(deposits, i) }),
            token: fixtures.operator.token,
          }),
          () => planApprovals(ctx.db, { deposits, operatorId: fixtures.operator.id }),
        );
      },
    },
    {
      name: 'verify',
      route: 'WithdrawalsrequsetVerify',
      prepare: async (count, round) => {
        const requests = await prepareWithdrawals(ctx, count, round);
        return prepared(
          requests,
          (i) => {
            const request = pick(requests, i);
            return {
              method: 'POST',
              path: routes.withdrawalVerify.member.path,
              token: token(request.idx),
              body: { _id: request.id, address: request.address, amount: request.amountUsdt, otp: request.code },
            };
          },
          () => planVerifies(ctx.db, { withdrawals: requests.map((request) => request.id) }),
        );
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
  const copyStart = performance.now();
  await copyMoneyTables(ctx.db);
  log(
    `  copies of the tables the money path writes, for its floors: ${fmt.num((performance.now() - copyStart) / 1000, 1)} s`,
  );
  const list = subjects(ctx);
  const atTen = new Map<string, LoadResult>();
  let round = 0;
  let floorRun = 0;
  for (const connections of options.concurrencies) {
    const tpcb = async () => {
      const result = await runPgbench(pgbenchUrl, connections, options.pgbenchSeconds);
      log(`  c${connections} pgbench TPC-B: ${result.tps.toFixed(0)} tps, latency ${result.latencyMs.toFixed(1)} ms`);
      return result;
    };
    const ceiling = [await tpcb()];
    for (const subject of list) {
      round += 1;
      // A connection may build one request past its share before the run stops.
      const state = await subject.prepare(options.moneyRequests + connections, round);
      const amount = Math.min(options.moneyRequests, state.count - connections);
      if (amount < options.moneyRequests) {
        log(`  ${subject.name}: only ${state.count} members could be prepared; ${amount} requests`);
      }
      if (amount < connections) throw new Error(`${subject.name}: too few members to prepare`);
      const planned = await state.plan();
      // Each member has read a screen of the app before it pays, as in production: its session is in the server's
      // memory (decision 013), as the read benchmark's warm-up leaves it. Not timed.
      const warmUp = await runLoad({
        baseUrl,
        connections,
        amount,
        maxSeconds: options.moneyMaxSeconds,
        request: (i) => ({ method: 'GET', path: warmUpPath(state.request(i)), token: state.request(i).token }),
      });
      if (warmUp.failed > 0) throw new Error(`${subject.name}: warm-up answers ${JSON.stringify(warmUp.statuses)}`);
      const floor = async () => {
        floorRun += 1;
        await readyFloor(ctx.db, subject.name, floorRun);
        const { result, cpu } = await withCpu(pid, `c${connections} ${subject.name} floor`, () =>
          runFloor(ctx.databaseUrl, subject.name, { clients: connections, transactions: amount }),
        );
        log(
          `  c${connections} ${subject.name} floor (the same rows, ${fmt.int(planned)} planned): ` +
            `${result.tps.toFixed(0)} tps, latency ${result.latencyMs.toFixed(1)} ms${cpu}`,
        );
        return result;
      };
      const [measured] = await interleaved<PgbenchResult, LoadResult>(floor, [
        {
          run: async () => {
            const { result, cpu } = await withCpu(pid, `c${connections} ${subject.name}`, () =>
              runLoad({ baseUrl, connections, amount, maxSeconds: options.moneyMaxSeconds, request: state.request }),
            );
            log(`  c${connections} ${subject.name} (${subject.route}): ${describe(result)}${cpu}`);
            return result;
          },
        },
      ]);
      if (!measured) continue;
      const { subject: result, floors } = measured;
      const name = `${subject.name} c${connections}`;
      ctx.report.ratio({
        name: `${name} vs same rows`,
        value: result.rps,
        unit: 'req/s',
        floor: (floors[0].tps + floors[1].tps) / 2,
        budget: connections === 10 ? { atLeast: RATIO_TO_FLOOR } : null,
      });
      const ten = atTen.get(subject.name);
      if (connections === 10) atTen.set(subject.name, result);
      else if (ten) {
        ctx.report.ratio({
          name: `${name} vs own c10`,
          value: result.rps,
          unit: 'req/s',
          floor: ten.rps,
          budget: { atLeast: C50_VS_C10 },
        });
      }
      ctx.report.info({ name: `${name} p99`, value: result.p99, unit: 'ms' });
      if (result.failed > 0) ctx.report.zero({ name: `${name} failed`, value: result.failed, unit: 'requests' });
    }
    ceiling.push(await tpcb());
    ctx.report.info({
      name: `pgbench TPC-B c${connections} (the database's ceiling, no budget)`,
      value: ceiling.reduce((sum, each) => sum + each.tps, 0) / ceiling.length,
      unit: 'tps',
    });
  }
}

export const moneyModule: BenchModule = { name: 'money', server: true, run };
