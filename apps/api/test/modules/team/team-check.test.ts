import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/client';
import { queryRows } from '../../../src/db/query';
import { checkTeamStats } from '../../../src/modules/team/team-check';
import { call, createPackage, newOperatorToken, signedInMember, useTestApp } from '../../helper';
import { migratedDataDir } from '../../pglite-pool';
import { fundAndBuy, withdrawCapital } from '../../withdrawal-kit';

const t = useTestApp();
let operator: string;
let longPackage: string;
let oneDayPackage: string;
type Member = Awaited<ReturnType<typeof signedInMember>>;
const people = {} as Record<'root' | 'ann' | 'amy' | 'ben' | 'cal' | 'dev', Member>;

async function buy(who: Member, packageId: string, price: number) {
  return fundAndBuy(t, { member: who, operator, packageId, price });
}

// root <- ann <- ben <- cal <- dev, and root <- amy: four levels under root, so dev must not reach root's counters.
beforeAll(async () => {
  operator = await newOperatorToken(t);
  longPackage = await createPackage(t, operator, { title: 'Check Long', price: 100, yield: 1, maturity: 30 });
  oneDayPackage = await createPackage(t, operator, { title: 'Check Day', price: 50, yield: 2, maturity: 1 });
  people.root = await signedInMember(t, { fullName: 'Check Root' });
  people.ann = await signedInMember(t, { sponsorId: people.root.id, fullName: 'Check Ann' });
  people.amy = await signedInMember(t, { sponsorId: people.root.id, fullName: 'Check Amy' });
  people.ben = await signedInMember(t, { sponsorId: people.ann.id, fullName: 'Check Ben' });
  people.cal = await signedInMember(t, { sponsorId: people.ben.id, fullName: 'Check Cal' });
  people.dev = await signedInMember(t, { sponsorId: people.cal.id, fullName: 'Check Dev' });

  await buy(people.ben, longPackage, 100);
  await buy(people.dev, longPackage, 100);
  // A matured order keeps its investment but no longer makes its owner active.
  await buy(people.cal, oneDayPackage, 50);
  const claimed = await call(t, routes.claimProfit.member, { token: people.cal.token });
  expect(claimed.status, claimed.body.message).toBe(200);
  // A withdrawn order likewise; two orders, one withdrawn, leaves the owner active.
  const amyFirst = await buy(people.amy, longPackage, 100);
  await buy(people.amy, oneDayPackage, 50);
  await withdrawCapital(t, people.amy, amyFirst);
  await buy(people.amy, longPackage, 100);
});

describe('checkTeamStats', () => {
  it('finds nothing wrong in counters moved only by sign-ups, purchases, claims and withdrawals', async () => {
    expect(await checkTeamStats(t.ctx.db)).toEqual([]);
    const [stats] = await queryRows<Record<string, unknown>>(
      t.ctx.db,
      sql`select a_members, b_members, c_members, a_active, b_active, c_active,
                 a_investment_micros::text as a_inv, b_investment_micros::text as b_inv, c_investment_micros::text as c_inv
          from team_stats where user_id = ${people.root.id}`,
    );
    // Guards the fixture itself: the recount is only worth something if the tree has all three levels.
    expect(stats).toMatchObject({
      a_members: 2,
      b_members: 1,
      c_members: 1,
      a_active: 1,
      b_active: 1,
      c_active: 0,
      a_inv: '250000000',
      b_inv: '100000000',
      c_inv: '50000000',
    });
  });

  it('reports a counter moved behind the services, naming the member, level and column', async () => {
    await t.ctx.db.execute(sql`update team_stats set b_active = b_active + 1 where user_id = ${people.ann.id}`);
    try {
      expect(await checkTeamStats(t.ctx.db)).toEqual([
        {
          rule: 'team-stats-differs',
          row: {
            userId: people.ann.id,
            email: people.ann.email,
            level: 'B',
            column: 'b_active',
            stored: '1',
            expected: '0',
          },
        },
      ]);
    } finally {
      await t.ctx.db.execute(sql`update team_stats set b_active = b_active - 1 where user_id = ${people.ann.id}`);
    }
    expect(await checkTeamStats(t.ctx.db)).toEqual([]);
  });

  it('reports a drifted investment and own order count', async () => {
    await t.ctx.db.execute(
      sql`update team_stats set c_investment_micros = c_investment_micros - 1, active_order_count = 0
          where user_id = ${people.root.id} or user_id = ${people.dev.id}`,
    );
    try {
      const problems = await checkTeamStats(t.ctx.db);
      expect(problems.map((problem) => [problem.row.email, problem.row.column]).sort()).toEqual(
        [
          [people.dev.email, 'active_order_count'],
          [people.dev.email, 'c_investment_micros'],
          [people.root.email, 'c_investment_micros'],
        ].sort(),
      );
    } finally {
      await t.ctx.db.execute(
        sql`update team_stats set c_investment_micros = c_investment_micros + 1,
                                  active_order_count = case when user_id = ${people.dev.id} then 1 else 0 end
            where user_id = ${people.root.id} or user_id = ${people.dev.id}`,
      );
    }
    expect(await checkTeamStats(t.ctx.db)).toEqual([]);
  });

  it('reports a lost or a wrong team_ancestors row, which the team lists read', async () => {
    await t.ctx.db.execute(
      sql`update team_ancestors set ancestor_id = ${people.root.id} where member_id = ${people.dev.id} and depth = 3`,
    );
    try {
      expect(await checkTeamStats(t.ctx.db)).toEqual(
        expect.arrayContaining([
          { rule: 'team-ancestor-missing', row: { userId: people.dev.id, ancestorId: people.ann.id, depth: 3 } },
          { rule: 'team-ancestor-extra', row: { userId: people.dev.id, ancestorId: people.root.id, depth: 3 } },
        ]),
      );
    } finally {
      await t.ctx.db.execute(
        sql`update team_ancestors set ancestor_id = ${people.ann.id} where member_id = ${people.dev.id} and depth = 3`,
      );
    }
    expect(await checkTeamStats(t.ctx.db)).toEqual([]);
  });
});

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../../..');

describe('npm run team:check', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = path.join(path.dirname(t.outboxDir), 'cli');
    await migratedDataDir(path.join(dataDir, 'pglite'));
  });

  async function cli() {
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/team-check.ts'], {
        cwd: apiDir,
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, NODE_ENV: 'development' },
      });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  }

  it('passes on consistent counters and exits 1 naming the row once one drifts', async () => {
    const database = openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    await database.db.execute(
      sql`insert into users (full_name, email, password_hash, role, refer_id)
          values ('Cli Member', 'cli.member@example.test', 'x', 'User', 'CLICHECK')`,
    );
    await database.db.execute(
      sql`insert into team_stats (user_id) select id from users where email = 'cli.member@example.test'`,
    );
    await database.close();
    const passed = await cli();
    expect(passed).toMatchObject({ code: 0 });
    expect(passed.output).toContain('Team check passed');

    const drifted = openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await drifted.db.execute(sql`update team_stats set a_members = 3`);
    await drifted.close();
    const failed = await cli();
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('team-stats-differs');
    expect(failed.output).toContain('cli.member@example.test');
    expect(failed.output).toContain('"column":"a_members"');
  });
});
