import { DRY_RUN_MSG, type DryRunBody, type DryRunMonth, ROLE, routes } from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  deposits,
  dryRuns,
  journalEntries,
  notifications,
  orders,
  postings,
  users,
  withdrawals,
} from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import { isRunningHere } from '../../../src/modules/dry-run/dry-run-runner';
import {
  call,
  createMember,
  createPackage,
  createTestApp,
  dataOf,
  eventually,
  operatorToken,
  useTestApp,
} from '../../helper';

// Dry runs of the plan (docs/product.md#dry-run): the owner starts one, the server simulates it in a worker on a
// database of its own, and the run's row is all the live database keeps of it.

const t = useTestApp();
let owner: string;
const roleTokens: Record<'finance' | 'support' | 'content', string> = { finance: '', support: '', content: '' };

/** A small plan: a few dozen members, short packages so orders mature and are bought again within the run. */
const SMALL: DryRunBody = {
  months: 2,
  initialMembers: 30,
  joinsPerMonth: 10,
  pattern: 'growth',
  minInvestment: 100,
  maxInvestment: 800,
  recruiterShare: 40,
  directsPerRecruiter: 3,
  reinvestRate: 50,
  withdrawRate: 60,
  seed: 7,
};
const RUN_TIMEOUT_MS = 120_000;

async function start(body: DryRunBody, token = owner) {
  return call(t, routes.adminDryRunStart, { body, token });
}

async function read(id: string) {
  return dataOf(await call(t, routes.adminDryRun, { params: { _id: id }, token: owner }));
}

/** Starts a run and waits until it ends; answers its row. */
async function run(body: DryRunBody) {
  const started = await start(body);
  expect(started.status, started.body.message).toBe(200);
  const id = dataOf(started)._id;
  await eventually(async () => (await read(id)).status !== 'running', RUN_TIMEOUT_MS);
  const row = await read(id);
  expect(row.error).toBeNull();
  expect(row.status).toBe('done');
  return row;
}

/** What a run must not touch: the live tables a simulation would write to, and the mail outbox. */
async function liveCounts() {
  const { db } = t.ctx;
  const [u] = await db.select({ n: count() }).from(users);
  const [o] = await db.select({ n: count() }).from(orders);
  const [j] = await db.select({ n: count() }).from(journalEntries);
  const [p] = await db.select({ n: count() }).from(postings);
  const [d] = await db.select({ n: count() }).from(deposits);
  const [w] = await db.select({ n: count() }).from(withdrawals);
  const [n] = await db.select({ n: count() }).from(notifications);
  const mails = (await readOutbox({ dir: t.outboxDir, limit: 100_000 })).length;
  return {
    users: u?.n,
    orders: o?.n,
    entries: j?.n,
    postings: p?.n,
    deposits: d?.n,
    withdrawals: w?.n,
    notices: n?.n,
    mails,
  };
}

async function auditCount(action: string) {
  const [row] = await t.ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action));
  return row?.n ?? 0;
}

function expectConsistent(months: DryRunMonth[], body: DryRunBody) {
  let deposits = 0;
  let withdrawn = 0;
  let members = body.initialMembers;
  for (const [index, month] of months.entries()) {
    expect(month.month).toBe(index + 1);
    deposits += month.deposits;
    withdrawn += month.withdrawals;
    members += month.joined;
    expect(month.members).toBe(members);
    expect(month.position).toBeCloseTo(deposits - withdrawn, 4);
    expect(month.cover).toBeCloseTo(month.position - month.owed - month.obligations, 4);
    for (const paid of Object.values(month.paid)) expect(paid).toBeGreaterThanOrEqual(0);
    expect(month.capitalIn).toBeGreaterThan(0);
    expect(month.deposits).toBeGreaterThanOrEqual(month.capitalIn);
    expect(month.owed).toBeGreaterThan(0);
    expect(month.obligations).toBeGreaterThanOrEqual(0);
  }
}

beforeAll(async () => {
  owner = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
  for (const role of ['finance', 'support', 'content'] as const) {
    roleTokens[role] = await operatorToken(t, await createMember(t, { role: ROLE.admin, operatorRole: role }));
  }
  await createPackage(t, owner, { title: 'Dry Starter', price: 100, yield: 2, maturity: 20 });
  await createPackage(t, owner, { title: 'Dry Silver', price: 400, yield: 2.5, maturity: 25 });
});

describe('a dry run', () => {
  let first: Awaited<ReturnType<typeof read>>;
  let before: Awaited<ReturnType<typeof liveCounts>>;

  beforeAll(async () => {
    before = await liveCounts();
    first = await run(SMALL);
  }, RUN_TIMEOUT_MS);

  it('finishes with a row per month whose figures add up', () => {
    expect(first.progress).toBe(100);
    expect(first.months).toHaveLength(2);
    expect(first.finishedAt).not.toBeNull();
    expect(first.durationMs).toBe(Date.parse(first.finishedAt as string) - Date.parse(first.startedAt));
    expect(first.input).toMatchObject({ months: 2, initialMembers: 30, seed: 7 });
    expectConsistent(first.months, SMALL);
    const [one, two] = first.months as [DryRunMonth, DryRunMonth];
    expect(one.joined).toBe(10);
    expect(two.joined).toBe(12);
    // Members recruit, are paid and withdraw: every kind of income and a withdrawal show.
    expect(one.paid.trading).toBeGreaterThan(0);
    expect(one.paid.level).toBeGreaterThan(0);
    expect(one.paid.direct).toBeGreaterThan(0);
    expect(one.withdrawals + two.withdrawals).toBeGreaterThan(0);
    expect(one.fees + two.fees).toBeGreaterThan(0);
    const negative = first.months.find((month) => month.position < 0)?.month ?? null;
    const uncovered = first.months.find((month) => month.cover < 0)?.month ?? null;
    expect(first.firstNegativeMonth).toBe(negative);
    expect(first.firstUncoveredMonth).toBe(uncovered);
  });

  it('writes nothing to the live database but its row and the audit, and mails no one', async () => {
    expect(await liveCounts()).toEqual(before);
    const [row] = await t.ctx.db.select().from(dryRuns).where(eq(dryRuns.id, first._id));
    expect(row?.status).toBe('done');
    expect(isRunningHere(first._id)).toBe(false);
  });

  it(
    'gives other months for another seed',
    async () => {
      // A month's figures are those at its end: the first month of a shorter run of the same input is the same month.
      const other = await run({ ...SMALL, months: 1, seed: 8 });
      expect(other.months).not.toEqual(first.months.slice(0, 1));
      expect(other.months[0]?.members).toBe(first.months[0]?.members);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    "takes the run's settings instead of the live ones",
    async () => {
      const changed = await run({
        ...SMALL,
        months: 1,
        settings: {
          levelIncomePercents: [0, 0, 0],
          directIncomePercent: 0,
          // The run's own packages replace the live ones: a single range every investment fits.
          packages: [{ title: 'Only', price: 50, maxPrice: 5000, yield: 1, maturity: 60 }],
        },
      });
      const [month] = changed.months as [DryRunMonth];
      expect(month.paid.level).toBe(0);
      expect(month.paid.direct).toBe(0);
      expect(month.paid.trading).toBeGreaterThan(0);
      expect(month.capitalIn).toBeCloseTo(month.deposits, 6);
      const [live] = first.months as [DryRunMonth];
      expect(month.capitalIn).not.toBe(live.capitalIn);
    },
    RUN_TIMEOUT_MS,
  );

  it('lists the last runs, newest first, without their months', async () => {
    const answer = await call(t, routes.adminDryRuns, { token: owner });
    expect(answer.status).toBe(200);
    const { docs } = dataOf(answer);
    expect(docs.length).toBeGreaterThanOrEqual(2);
    expect(docs.every((doc) => !('months' in doc))).toBe(true);
    const started = docs.map((doc) => doc.startedAt);
    expect([...started].sort().reverse()).toEqual(started);
    expect(docs.some((doc) => doc._id === first._id)).toBe(true);
  });

  it(
    'refuses a second start while one runs, gives the same first month for the same plan, and cancels',
    async () => {
      const starts = await auditCount('dryRun.start');
      const started = await start({ ...SMALL, months: 12 });
      expect(started.status, started.body.message).toBe(200);
      const id = dataOf(started)._id;
      expect(await auditCount('dryRun.start')).toBe(starts + 1);
      const second = await start(SMALL);
      expect(second).toMatchObject({ status: 409, body: { message: DRY_RUN_MSG.busy } });
      // The worker reports its first month, then is cancelled: what it finished stays, nothing more is written.
      await eventually(async () => (await read(id)).months.length > 0, RUN_TIMEOUT_MS);
      expect((await read(id)).months[0]).toEqual(first.months[0]);
      const cancelled = await call(t, routes.adminDryRunCancel, { params: { _id: id }, token: owner });
      expect(cancelled).toEqual({ status: 200, body: { success: true, message: DRY_RUN_MSG.cancelled } });
      expect(await auditCount('dryRun.cancel')).toBeGreaterThanOrEqual(1);
      expect(isRunningHere(id)).toBe(false);
      const row = await read(id);
      expect(row.status).toBe('cancelled');
      expect(row.progress).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await read(id)).toEqual(row);
      const again = await call(t, routes.adminDryRunCancel, { params: { _id: id }, token: owner });
      expect(again).toMatchObject({ status: 409, body: { message: DRY_RUN_MSG.notRunning } });
    },
    RUN_TIMEOUT_MS,
  );
});

describe('a lost server', () => {
  it(
    'fails a running run whose server stopped telling it is alive, and starts the next',
    async () => {
      const [operator] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.role, ROLE.admin)).limit(1);
      const longAgo = new Date(t.clock.now().getTime() - 3 * 60_000);
      const [lost] = await t.ctx.db
        .insert(dryRuns)
        .values({ input: {}, startedBy: operator?.id as string, startedAt: longAgo, heartbeatAt: longAgo })
        .returning();
      const started = await start({ ...SMALL, months: 3 });
      expect(started.status, started.body.message).toBe(200);
      const id = dataOf(started)._id;
      expect(await read(lost?.id as string)).toMatchObject({
        status: 'failed',
        error: 'The server running it stopped.',
      });
      expect((await call(t, routes.adminDryRunCancel, { params: { _id: id }, token: owner })).status).toBe(200);
    },
    RUN_TIMEOUT_MS,
  );
});

describe('the start refuses', () => {
  it.each([
    ['a range upside down', { maxInvestment: 50 }, DRY_RUN_MSG.rangeInvalid],
    ['too many members', { initialMembers: 45_000, joinsPerMonth: 5_000 }, DRY_RUN_MSG.tooManyMembers],
    ['a range below every package', { minInvestment: 10, maxInvestment: 99.99 }, DRY_RUN_MSG.noPackage],
    [
      "a range none of the run's packages takes",
      { settings: { packages: [{ title: 'Big', price: 5000, yield: 1, maturity: 30 }] } },
      DRY_RUN_MSG.noPackage,
    ],
  ] as const)('%s', async (_title, change, message) => {
    const answer = await start({ ...SMALL, ...change } as DryRunBody);
    expect(answer).toMatchObject({ status: 400, body: { success: false, message } });
  });
});

describe('access', () => {
  it('is the owner alone', async () => {
    for (const token of Object.values(roleTokens)) {
      expect((await call(t, routes.adminDryRuns, { token })).status).toBe(403);
      expect((await start(SMALL, token)).status).toBe(403);
      const params = { _id: crypto.randomUUID() };
      expect((await call(t, routes.adminDryRun, { params, token })).status).toBe(403);
      expect((await call(t, routes.adminDryRunCancel, { params, token })).status).toBe(403);
    }
  });

  it('answers 404 for an id that is no run', async () => {
    const params = { _id: crypto.randomUUID() };
    expect(await call(t, routes.adminDryRun, { params, token: owner })).toMatchObject({
      status: 404,
      body: { message: DRY_RUN_MSG.notFound },
    });
    expect(await call(t, routes.adminDryRunCancel, { params, token: owner })).toMatchObject({
      status: 404,
      body: { message: DRY_RUN_MSG.notFound },
    });
  });
});

describe('a server closing with a run in progress', () => {
  it(
    'ends the worker and marks the run stopped',
    async () => {
      const other = await createTestApp();
      try {
        const token = await operatorToken(other, await createMember(other, { role: ROLE.admin }));
        await createPackage(other, token, { title: 'Closing', price: 100, yield: 1, maturity: 30 });
        const started = await call(other, routes.adminDryRunStart, { body: { ...SMALL, months: 12 }, token });
        expect(started.status, started.body.message).toBe(200);
        const id = dataOf(started)._id;
        expect(isRunningHere(id)).toBe(true);
        await other.app.close();
        expect(isRunningHere(id)).toBe(false);
        const [row] = await other.ctx.db.select().from(dryRuns).where(eq(dryRuns.id, id));
        expect(row).toMatchObject({ status: 'failed', error: 'The server running it stopped.' });
      } finally {
        await other.close();
      }
    },
    RUN_TIMEOUT_MS,
  );
});
