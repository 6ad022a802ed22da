import { ROLE, routes, type TeamCountRange } from '@app/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetSettings } from '../../../src/core/settings';
import type { Queryable } from '../../../src/db/client';
import { pgArray } from '../../../src/db/pg-array';
import { queryRows } from '../../../src/db/query';
import { orders, packages, users } from '../../../src/db/schema';
import { checkTeamStats } from '../../../src/modules/team/team-check';
import { countTeam, daysOfRange } from '../../../src/modules/team/team-count';
import { foldTeamCounters } from '../../../src/modules/team/team-fold';
import { addMemberToTeams } from '../../../src/modules/team/team-stats';
import { call, dataOf, loginToken, useTestApp } from '../../helper';
import { closeOrders, countPurchase } from '../../team-kit';

// /totalMember's counts (docs/decisions/009-investment-figures.md): kept per join day in the platform's time zone,
// here Asia/Kolkata (UTC+05:30), so a day turns at 18:30 UTC.
const ZONE = 'Asia/Kolkata';
const t = useTestApp();
let sequence = 0;

async function setZone(db: Queryable, zone: string) {
  await db.execute(sql`update settings set value = ${JSON.stringify(zone)}::jsonb where key = 'timezone'`);
  forgetSettings(db);
}

/** A member who signed up at `at`, below `sponsorId`, moved into the counters as sign-up does. */
async function join(db: Queryable, options: { sponsorId: string | null; at: Date }) {
  sequence += 1;
  const [row] = await db
    .insert(users)
    .values({
      fullName: `Count ${sequence}`,
      email: `count${sequence}.${process.pid}@example.test`,
      passwordHash: 'not-used',
      role: ROLE.user,
      referId: `TC${process.pid}x${sequence}`,
      sponsorId: options.sponsorId,
      createdAt: options.at,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('member not inserted');
  await addMemberToTeams(db, row.id);
  return row.id;
}

/** The counts recounted from the tree, the orders and the sign-up times, without the counters. */
async function recount(db: Queryable, options: { userId: string; days: readonly string[] }) {
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select ${sql.raw(
      [1, 2, 3]
        .flatMap((depth) => [
          `count(*) filter (where a.depth = ${depth})::text as d${depth}_members`,
          `count(*) filter (where a.depth = ${depth} and exists (select 1 from orders o
             where o.user_id = a.member_id and o.status = 'active'))::text as d${depth}_valid`,
        ])
        .join(', '),
    )}
        from team_ancestors a join users u on u.id = a.member_id
        where a.ancestor_id = ${options.userId}
          and (${options.days.length === 0} or (u.created_at at time zone ${ZONE})::date::text = any(${pgArray(options.days)}::text[]))`,
  );
  const level = (depth: number) => ({
    members: Number(row?.[`d${depth}_members`]),
    valid: Number(row?.[`d${depth}_valid`]),
  });
  return { teamA: level(1), teamB: level(2), teamC: level(3) };
}

describe('team counts per day kept as members join, buy and lapse', () => {
  let packageIds: string[] = [];

  beforeAll(async () => {
    await setZone(t.ctx.db, ZONE);
    const created = await t.ctx.db
      .insert(packages)
      .values(
        [1, 2, 3].map((index) => ({
          title: `Count Pack ${index}`,
          priceMicros: BigInt(index) * 100_000_000n,
          dailyYieldBasisPoints: 100,
          maturityDays: 30,
        })),
      )
      .returning({ id: packages.id });
    packageIds = created.map((row) => row.id);
  });

  it('equal a recount on random trees of over a thousand members, for every range around midnight in the zone', async () => {
    // Sign-ups spread over ten days around 18:30 UTC, the zone's midnight, so many land a minute either side.
    const start = Date.parse('2026-11-10T18:30:00Z');
    const operation = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          kind: fc.constant('join' as const),
          sponsor: fc.nat(),
          minutes: fc.integer({ min: -90, max: 90 }),
          day: fc.nat(9),
        }),
      },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('buy' as const), member: fc.nat(), pack: fc.nat(2) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), member: fc.nat() }) },
      // The uplines' changes are queued; a fold now and then, as the server's, must leave the same counters.
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('fold' as const) }) },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 1000, maxLength: 1000 }),
        fc.nat(),
        async (operations, seed) => {
          const db = t.ctx.db;
          const roots = [await join(db, { sponsorId: null, at: new Date(start) })];
          const members = [...roots];
          for (const step of operations) {
            if (step.kind === 'fold') {
              await foldTeamCounters(t.ctx);
              continue;
            }
            if (step.kind === 'join') {
              // Half the sign-ups go under the first few members, so a few leaders grow large teams.
              const pool = step.sponsor % 2 === 0 ? members.slice(0, 5) : members;
              const sponsorId = pool[step.sponsor % pool.length] ?? null;
              const at = new Date(start + step.day * 86_400_000 + step.minutes * 60_000);
              members.push(await join(db, { sponsorId, at }));
              continue;
            }
            const userId = members[step.member % members.length] as string;
            if (step.kind === 'buy') {
              const packageId = packageIds[step.pack] as string;
              await db.transaction(async (tx) => {
                const [order] = await tx
                  .insert(orders)
                  .values({
                    userId,
                    packageId,
                    title: 'Count',
                    priceMicros: BigInt(step.pack + 1) * 100_000_000n,
                    dailyYieldBasisPoints: 100,
                    maturityDays: 30,
                    capitalChargeBasisPoints: 1000,
                    createdAt: new Date(),
                  })
                  .onConflictDoNothing()
                  .returning();
                if (order) await countPurchase(tx, { userId, priceMicros: order.priceMicros });
              });
              continue;
            }
            await closeOrders(
              db,
              sql`update orders set status = 'matured', closed_at = now()
                where id = (select id from orders where user_id = ${userId} and status = 'active' limit 1)
                returning user_id, price_micros`,
              [userId],
            );
          }
          // The check reads the counters as the next fold leaves them; the counts read them folded.
          expect(await checkTeamStats(db)).toEqual([]);
          await foldTeamCounters(t.ctx);
          expect(await checkTeamStats(db)).toEqual([]);
          expect(await queryRows(db, sql`select id from team_deltas`)).toEqual([]);
          // The leaders and a few others, at every range, on days inside and at the ends of the span.
          const picked = [
            ...members.slice(0, 4),
            ...[1, 2, 3].map((n) => members[(seed * n) % members.length] as string),
          ];
          for (const userId of picked) {
            for (const today of ['2026-11-11', '2026-11-15', '2026-11-20', '2026-11-21']) {
              for (const range of ['all', 'today', 'yesterday', 'week'] as TeamCountRange[]) {
                const counted = await countTeam(db, { userId, range, today });
                const expected = await recount(db, { userId, days: daysOfRange(range, today) });
                expect({ ...counted.teamA, level: 'A', range, today }).toEqual({
                  ...expected.teamA,
                  level: 'A',
                  range,
                  today,
                });
                expect(counted.teamB).toEqual(expected.teamB);
                expect(counted.teamC).toEqual(expected.teamC);
                expect(counted.total.members).toBe(
                  expected.teamA.members + expected.teamB.members + expected.teamC.members,
                );
              }
            }
          }
        },
      ),
      { numRuns: 2, endOnFailure: true },
    );
  }, 300_000);
});

describe('GET myTeamCount', () => {
  let leader: { email: string; token: string };

  beforeAll(async () => {
    await setZone(t.ctx.db, ZONE);
    const email = `count-leader.${process.pid}@example.test`;
    const { hashPassword } = await import('../../../src/lib/passwords');
    const [row] = await t.ctx.db
      .insert(users)
      .values({
        fullName: 'Count Leader',
        email,
        passwordHash: await hashPassword('Secret@123'),
        role: ROLE.user,
        referId: `TCL${process.pid}`,
        createdAt: new Date('2026-11-01T00:00:00Z'),
      })
      .returning({ id: users.id });
    if (!row) throw new Error('leader not inserted');
    await addMemberToTeams(t.ctx.db, row.id);
    // 18:29 UTC on the 20th is 23:59 on the 20th in Kolkata; 18:31 UTC is 00:01 on the 21st.
    const late = await join(t.ctx.db, { sponsorId: row.id, at: new Date('2026-11-20T18:29:00Z') });
    await join(t.ctx.db, { sponsorId: row.id, at: new Date('2026-11-20T18:31:00Z') });
    await join(t.ctx.db, { sponsorId: late, at: new Date('2026-11-12T06:00:00Z') });
    await join(t.ctx.db, { sponsorId: late, at: new Date('2026-11-21T05:00:00Z') });
    await foldTeamCounters(t.ctx);
    leader = { email, token: await loginToken(t, { email, password: 'Secret@123' }) };
  });

  async function countOf(range?: string) {
    return call(t, routes.teamCount.member, { token: leader.token, query: range ? { range } : {} });
  }

  it("counts the whole team by default and the platform day's joiners for Today, in the zone's calendar", async () => {
    // The test clock stands at 09:00 UTC on 21 November: 14:30 in Kolkata, the 21st.
    expect(dataOf(await countOf())).toEqual({
      range: 'all',
      from: null,
      to: null,
      total: { members: 4, valid: 0 },
      teamA: { members: 2, valid: 0 },
      teamB: { members: 2, valid: 0 },
      teamC: { members: 0, valid: 0 },
    });
    expect(dataOf(await countOf('today'))).toMatchObject({
      from: '2026-11-21',
      to: '2026-11-21',
      total: { members: 2, valid: 0 },
      teamA: { members: 1, valid: 0 },
      teamB: { members: 1, valid: 0 },
    });
  });

  it('puts 23:59 in the zone on Yesterday and keeps the last seven platform days in Week', async () => {
    expect(dataOf(await countOf('yesterday'))).toMatchObject({
      from: '2026-11-20',
      to: '2026-11-20',
      teamA: { members: 1, valid: 0 },
      teamB: { members: 0, valid: 0 },
    });
    expect(dataOf(await countOf('week'))).toMatchObject({
      from: '2026-11-15',
      to: '2026-11-21',
      total: { members: 3, valid: 0 },
    });
  });

  it('turns the day at midnight in the zone, not in UTC', async () => {
    // 18:45 UTC on the 21st is already the 22nd in Kolkata: nobody joined today, the 21st is yesterday.
    t.clock.advanceSeconds((9 * 60 + 45) * 60);
    try {
      expect(dataOf(await countOf('today'))).toMatchObject({ from: '2026-11-22', total: { members: 0, valid: 0 } });
      expect(dataOf(await countOf('yesterday'))).toMatchObject({ total: { members: 2, valid: 0 } });
    } finally {
      t.clock.advanceSeconds(-(9 * 60 + 45) * 60);
    }
  });

  it('refuses a range it does not know', async () => {
    const answer = await countOf('month');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('range must be all, today, yesterday or week');
  });

  it('needs a session', async () => {
    expect((await call(t, routes.teamCount.member, { query: {} })).status).toBe(401);
  });
});
