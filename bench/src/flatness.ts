import { routes } from '@app/contract';
import { memberToken } from './fixtures';
import { describe, interleaved, type LoadResult, runLoad } from './http';
import { log } from './log';
import { type BenchContext, type BenchModule, serverOf } from './module';

// The team's size must not show in a member's own screens: the largest leader (every member below it, thousands
// on each of levels 1-3, months of income) against a member with no team, on the same screen at the same
// concurrency, leaf runs on both sides of each leader run. Budget: the leader's mean latency at most 1.2x the leaf's.
// A leaf's team pages and level incomes are empty, so that ratio also holds the cost of the ten rows a leader's page
// shows. The line `vs_full_page` (no budget) sets the leader against the smallest team that fills the same page,
// runs on both sides again: what is left there is the team's size alone.

const BUDGET = 1.2;

const SCREENS = [
  { name: 'deshBoradDataUserData', path: routes.dashboard.member.path },
  { name: 'getprofile', path: routes.profile.member.path },
  { name: 'userallteamlist(level=1)', path: `${routes.teamList.member.path}?level=1` },
  { name: 'userallteamlist(level=2)', path: `${routes.teamList.member.path}?level=2` },
  { name: 'userallteamlist(level=3)', path: `${routes.teamList.member.path}?level=3` },
  { name: 'getIncomeUser', path: routes.incomeAll.member.path },
  { name: 'getlavelincomeUser', path: routes.incomeLevel.member.path },
];

async function run(ctx: BenchContext) {
  const { baseUrl } = serverOf(ctx);
  const { fixtures, options } = ctx;
  const connections = options.concurrencies[0] ?? 10;
  const seconds = options.flatSeconds;
  const leaderToken = memberToken(fixtures.salt, fixtures.leader.idx);
  const leafToken = memberToken(fixtures.salt, fixtures.leaf.idx);
  const rounds = options.quick ? 1 : 2;
  for (const screen of SCREENS) {
    const timedRun = async (who: string, token: string) => {
      const result = await runLoad({
        baseUrl,
        connections,
        seconds,
        request: () => ({ method: 'GET', path: screen.path, token }),
      });
      log(`  c${connections} ${screen.name} ${who}: mean ${result.mean.toFixed(2)} ms; ${describe(result)}`);
      return result;
    };
    await runLoad({
      baseUrl,
      connections,
      seconds: 1,
      request: () => ({ method: 'GET', path: screen.path, token: leaderToken }),
    });
    const measured = await interleaved<LoadResult, LoadResult>(
      () => timedRun('leaf', leafToken),
      Array.from({ length: rounds }, () => ({ run: () => timedRun('leader', leaderToken) })),
    );
    const leader = measured.reduce((sum, each) => sum + each.subject.mean, 0) / measured.length;
    const leaf =
      measured.reduce((sum, each) => sum + (each.floors[0].mean + each.floors[1].mean) / 2, 0) / measured.length;
    ctx.report.ratio({
      name: `flatness.c${connections}.${screen.name}.mean_latency`,
      value: leader,
      unit: 'ms',
      floor: leaf,
      budget: { atMost: BUDGET },
    });
    let failed = measured.reduce((sum, each) => sum + each.subject.failed, 0);
    if (fixtures.fullPage) {
      const fullPageToken = memberToken(fixtures.salt, fixtures.fullPage.idx);
      const [againstFull] = await interleaved<LoadResult, LoadResult>(
        () => timedRun('full page', fullPageToken),
        [{ run: () => timedRun('leader', leaderToken) }],
      );
      if (againstFull) {
        failed += againstFull.subject.failed + againstFull.floors[0].failed + againstFull.floors[1].failed;
        ctx.report.ratio({
          name: `flatness.c${connections}.${screen.name}.vs_full_page`,
          value: againstFull.subject.mean,
          unit: 'ms',
          floor: (againstFull.floors[0].mean + againstFull.floors[1].mean) / 2,
          budget: null,
        });
      }
    }
    if (failed > 0)
      ctx.report.zero({ name: `flatness.c${connections}.${screen.name}.failed`, value: failed, unit: 'requests' });
  }
}

export const flatnessModule: BenchModule = { name: 'flatness', server: true, run };
