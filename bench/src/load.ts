import { routes } from '@app/contract';
import { withCpu } from './cpu';
import { memberEmail, memberToken } from './fixtures';
import { describe, interleaved, type LoadResult, type RequestSpec, runLoad } from './http';
import { log } from './log';
import { type BenchContext, type BenchModule, serverOf } from './module';
import { preparePasskeySignins } from './passkey-signin';

// API reads under load, each against /readyz at the same concurrency: one `select 1` behind the server's HTTP stack
// and hooks, what any read that touches the database costs at least (decision 013). Budgets, at today's level: profile
// and dashboard keep at least 0.4 of the floor's requests/s, lists at least 0.25, and every read's p99 stays within 4x
// the floor's p99. The profile's own statement caps it near 0.73 of /readyz with no JavaScript at all (decision 013).
// The log-in is measured but carries no budget: its cost is argon2id, chosen to be slow. The sign-in with a passkey
// (decision 042) is held to the log-in's own figures in the same run: at least its requests/s, at most its p99.

const READY_PATH = '/readyz'; // not in the contract's route table: the server answers it outside the API
// The HTTP stack with no database behind it, shown beside the reads without a budget.
const HEALTH_PATH = '/healthz';

interface Subject {
  /** The line's name: the screen (profile, dashboard, a list) and the API's name for it. */
  name: string;
  rpsBudget: number | null;
  p99Budget: number | null;
  request: (i: number) => RequestSpec;
}

const LOGIN = 'log-in (signinSeller)';
const PASSKEY_LOGIN = 'log-in with a passkey (passkeySignin)';
/** Sign-ins prepared per second of measuring, above what this machine answers at most. */
const PASSKEY_SIGNINS_PER_SECOND = 4_000;

const MAIN_SCREEN = 0.4;
const LIST = 0.25;
const P99 = 4;

const PACKAGE_SEARCHES = ['', 'Gold', 'star', 'i', 'Diamond', 'Sil'];

export async function sampleMembers(ctx: BenchContext, count: number): Promise<number[]> {
  // Investors, who use the member screens; the ten founding leaders and the flatness leaf are measured on their own.
  const { rows } = await ctx.db.query<{ idx: number }>(
    `select m.idx from bench.mem m where m.investor and m.idx >= 10 and m.idx <> $1
     order by bench.rnd(m.idx, 4242) limit $2`,
    [ctx.fixtures.leaf.idx, count],
  );
  return rows.map((row) => row.idx);
}

function subjects(ctx: BenchContext, members: number[]): Subject[] {
  const { fixtures } = ctx;
  const tokenOf = (i: number) => memberToken(fixtures.salt, members[i % members.length] ?? 0);
  const leaderToken = memberToken(fixtures.salt, fixtures.leader.idx);
  const read = (path: string) => (i: number) => ({ method: 'GET' as const, path, token: tokenOf(i) });
  return [
    {
      name: LOGIN,
      rpsBudget: null,
      p99Budget: null,
      request: (i) => ({
        method: 'POST',
        path: routes.login.path,
        body: { email: memberEmail(members[i % members.length] ?? 0), password: fixtures.password, role_name: 'User' },
      }),
    },
    { name: '/healthz', rpsBudget: null, p99Budget: null, request: () => ({ method: 'GET', path: HEALTH_PATH }) },
    { name: 'profile (getprofile)', rpsBudget: MAIN_SCREEN, p99Budget: P99, request: read(routes.profile.member.path) },
    {
      name: 'dashboard (deshBoradDataUserData)',
      rpsBudget: MAIN_SCREEN,
      p99Budget: P99,
      request: read(routes.dashboard.member.path),
    },
    {
      name: 'list of packages (useractivePackage)',
      rpsBudget: LIST,
      p99Budget: P99,
      request: read(routes.activePackages.member.path),
    },
    {
      name: 'list of incomes (getIncomeUser)',
      rpsBudget: LIST,
      p99Budget: P99,
      request: read(routes.incomeAll.member.path),
    },
    {
      name: "list of incomes, the leader's (getIncomeUser)",
      rpsBudget: LIST,
      p99Budget: P99,
      request: () => ({ method: 'GET', path: routes.incomeAll.member.path, token: leaderToken }),
    },
    {
      name: 'list of a team, level 1 (userallteamlist)',
      rpsBudget: LIST,
      p99Budget: P99,
      request: read(`${routes.teamList.member.path}?level=1`),
    },
    {
      name: "list of a team, the leader's level 3 (userallteamlist)",
      rpsBudget: LIST,
      p99Budget: P99,
      request: () => ({ method: 'GET', path: `${routes.teamList.member.path}?level=3`, token: leaderToken }),
    },
    {
      name: 'list of a package search (userSearchProduct2)',
      rpsBudget: LIST,
      p99Budget: P99,
      request: (i) => ({
        method: 'POST',
        path: routes.packageSearch.path,
        body: { search: PACKAGE_SEARCHES[i % PACKAGE_SEARCHES.length], page: 1 },
      }),
    },
  ];
}

const mean = (a: number, b: number) => (a + b) / 2;

async function run(ctx: BenchContext) {
  const { baseUrl, pid } = serverOf(ctx);
  const members = await sampleMembers(ctx, ctx.options.quick ? 1_000 : 5_000);
  const list = subjects(ctx, members);
  const seconds = ctx.options.readSeconds;
  const passkeys = await preparePasskeySignins(ctx, {
    baseUrl,
    members: members.slice(0, 500),
    count: PASSKEY_SIGNINS_PER_SECOND * (1 + seconds * ctx.options.concurrencies.length),
  });
  list.splice(1, 0, { name: PASSKEY_LOGIN, rpsBudget: null, p99Budget: null, request: () => passkeys.next() });
  // The same client work as the subjects (a member's token on every request); on the server, one round trip.
  const floorRequest = (i: number): RequestSpec => ({
    method: 'GET',
    path: READY_PATH,
    token: memberToken(ctx.fixtures.salt, members[i % members.length] ?? 0),
  });
  // Brings the JIT, the pools and the caches to their steady state before anything counts.
  for (const subject of [{ request: floorRequest }, ...list]) {
    await runLoad({ baseUrl, connections: ctx.options.concurrencies[0] ?? 10, seconds: 1, request: subject.request });
  }
  for (const connections of ctx.options.concurrencies) {
    const floor = async () => {
      const { result, cpu } = await withCpu(pid, `c${connections} /readyz`, () =>
        runLoad({ baseUrl, connections, seconds, request: floorRequest }),
      );
      log(`  c${connections} /readyz: ${describe(result)}${cpu}`);
      return result;
    };
    const measured = await interleaved<LoadResult, LoadResult>(
      floor,
      list.map((subject) => ({
        run: async () => {
          const { result, cpu } = await withCpu(pid, `c${connections} ${subject.name}`, () =>
            runLoad({ baseUrl, connections, seconds, request: subject.request }),
          );
          log(`  c${connections} ${subject.name}: ${describe(result)}${cpu}`);
          return result;
        },
      })),
    );
    for (const [index, { subject: result, floors }] of measured.entries()) {
      const subject = list[index];
      if (!subject) continue;
      const name = `${subject.name} c${connections}`;
      ctx.report.ratio({
        name: `${name} rps vs /readyz`,
        value: result.rps,
        unit: 'req/s',
        floor: mean(floors[0].rps, floors[1].rps),
        budget: subject.rpsBudget === null ? null : { atLeast: subject.rpsBudget },
      });
      ctx.report.ratio({
        name: `${name} p50 vs /readyz`,
        value: result.p50,
        unit: 'ms',
        floor: mean(floors[0].p50, floors[1].p50),
        budget: null,
      });
      ctx.report.ratio({
        name: `${name} p99 vs /readyz`,
        value: result.p99,
        unit: 'ms',
        floor: mean(floors[0].p99, floors[1].p99),
        budget: subject.p99Budget === null ? null : { atMost: subject.p99Budget },
      });
      if (result.failed > 0) ctx.report.zero({ name: `${name} failed`, value: result.failed, unit: 'requests' });
    }
    const resultOf = (name: string) => measured[list.findIndex((subject) => subject.name === name)]?.subject;
    const [password, passkey] = [resultOf(LOGIN), resultOf(PASSKEY_LOGIN)];
    if (!password || !passkey) continue;
    ctx.report.ratio({
      name: `${PASSKEY_LOGIN} c${connections} rps vs log-in`,
      value: passkey.rps,
      unit: 'req/s',
      floor: password.rps,
      budget: { atLeast: 1 },
    });
    ctx.report.ratio({
      name: `${PASSKEY_LOGIN} c${connections} p99 vs log-in`,
      value: passkey.p99,
      unit: 'ms',
      floor: password.p99,
      budget: { atMost: 1 },
    });
  }
}

export const loadModule: BenchModule = { name: 'load', server: true, run };
