import { routes } from '@app/contract';
import { memberToken } from './fixtures';
import { describe, interleaved, type LoadResult, runLoad } from './http';
import { log } from './log';
import { type BenchContext, type BenchModule, serverOf } from './module';

// The team's size must not show in a member's own screens: the largest leader (every member below it, thousands
// on each of levels 1-3, months of income) against the member with the smallest team that still fills the same first
// page of every screen (ten members on each level, ten level incomes), on the same screen at the same concurrency,
// its runs on both sides of each leader run. Budget: the leader's mean latency at most 1.2x that member's: both
// pages hold the same rows, so what is left is the team's size alone. Beside it, without a verdict, the leader
// against a member with no team: a leaf's team pages and level incomes are empty, so that ratio also holds the cost
// of the ten rows a leader's page shows.

const BUDGET = 1.2;

const SCREENS = [
  { name: 'dashboard (deshBoradDataUserData)', path: routes.dashboard.member.path },
  { name: 'profile (getprofile)', path: routes.profile.member.path },
  { name: 'team level 1 (userallteamlist)', path: `${routes.teamList.member.path}?level=1` },
  { name: 'team level 2 (userallteamlist)', path: `${routes.teamList.member.path}?level=2` },
  { name: 'team level 3 (userallteamlist)', path: `${routes.teamList.member.path}?level=3` },
  { name: 'incomes (getIncomeUser)', path: routes.incomeAll.member.path },
  { name: 'level incomes (getlavelincomeUser)', path: routes.incomeLevel.member.path },
];

async function run(ctx: BenchContext) {
  const { baseUrl } = serverOf(ctx);
  const { fixtures, options } = ctx;
  const connections = options.concurrencies[0] ?? 10;
  const seconds = options.flatSeconds;
  const leaderToken = memberToken(fixtures.salt, fixtures.leader.idx);
  const leafToken = memberToken(fixtures.salt, fixtures.leaf.idx);
  // The budget's comparison: two leader runs between three of the other member's, in quick mode too (one pair of
  // 2-second runs read anywhere from 0.6x to 1.3x on screens whose pages hold the same rows).
  const rounds = 2;
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
    const name = `flatness ${screen.name} c${connections} leader`;
    const mean = (runs: { subject: LoadResult; floors: [LoadResult, LoadResult] }[]) => ({
      leader: runs.reduce((sum, each) => sum + each.subject.mean, 0) / runs.length,
      floor: runs.reduce((sum, each) => sum + (each.floors[0].mean + each.floors[1].mean) / 2, 0) / runs.length,
      failed: runs.reduce((sum, each) => sum + each.subject.failed + each.floors[0].failed + each.floors[1].failed, 0),
    });
    let failed = 0;
    if (fixtures.fullPage) {
      const fullPageToken = memberToken(fixtures.salt, fixtures.fullPage.idx);
      const againstFull = mean(
        await interleaved<LoadResult, LoadResult>(
          () => timedRun(`same first pages (a team of ${fixtures.fullPage?.team})`, fullPageToken),
          Array.from({ length: rounds }, () => ({ run: () => timedRun('leader', leaderToken) })),
        ),
      );
      failed += againstFull.failed;
      ctx.report.ratio({
        name: `${name} vs same first pages`,
        value: againstFull.leader,
        unit: 'ms',
        floor: againstFull.floor,
        budget: { atMost: BUDGET },
      });
    } else {
      // Without such a member the budget cannot be judged: a line that fails says so.
      ctx.report.zero({ name: `${name} vs same first pages: no member fills them`, value: 1, unit: 'missing' });
    }
    const againstLeaf = mean(
      await interleaved<LoadResult, LoadResult>(
        () => timedRun('empty leaf', leafToken),
        [{ run: () => timedRun('leader', leaderToken) }],
      ),
    );
    failed += againstLeaf.failed;
    ctx.report.ratio({
      name: `${name} vs empty leaf`,
      value: againstLeaf.leader,
      unit: 'ms',
      floor: againstLeaf.floor,
      budget: null,
    });
    if (failed > 0) ctx.report.zero({ name: `${name} failed`, value: failed, unit: 'requests' });
  }
}

export const flatnessModule: BenchModule = { name: 'flatness', server: true, run };
