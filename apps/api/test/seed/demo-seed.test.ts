import { MSG, markdownTreeText, ROLE, routes } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query';
import { auditLog, teamStats, users } from '../../src/db/schema';
import { readOutbox } from '../../src/lib/mailer';
import { platformDay } from '../../src/lib/platform-day';
import { sendNotificationMails } from '../../src/modules/notifications/notification-mail.job';
import { takeScheduledSnapshot } from '../../src/modules/reserves/reserves.service';
import { upsertSetting } from '../../src/modules/settings/settings.repository';
import { DEMO, DEMO_COMPANY_FUNDS_MICROS, seedDemoIfEmpty } from '../../src/seed/demo';
import { DEMO_IDENTITY } from '../../src/seed/demo-identity';
import {
  call,
  createTestApp,
  dataOf,
  loginToken,
  newOperatorToken,
  operatorToken,
  randomTxHash,
  useTestApp,
} from '../helper';

const t = useTestApp();
let token: string;

beforeAll(async () => {
  expect(await seedDemoIfEmpty(t.ctx)).toBe(true);
  token = await loginToken(t, DEMO.member);
});

describe('the demo seed', () => {
  it('offers a package in every /stake tab, the exclusive stake with its range and handling fee', async () => {
    const tab = async (category: string) =>
      dataOf(await call(t, routes.packageSearch, { body: { category } })).docs.map((pack) => pack.title);
    expect(await tab('package')).toEqual(['Starter', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    expect(await tab('collection')).toEqual(['Genesis collection']);
    expect(await tab('player-cards')).toEqual(['Striker card']);
    const [exclusive] = dataOf(await call(t, routes.packageSearch, { body: { category: 'exclusive' } })).docs;
    expect(exclusive).toMatchObject({
      title: 'Exclusive stake',
      price: 199,
      maxPrice: 1000,
      handlingFee: 1,
      yield: 1.5,
    });
  });

  it('opens the demo member onto a week of income of every kind, with today left to claim', async () => {
    const profile = dataOf(await call(t, routes.profile.member, { token }));
    expect(profile).toMatchObject({ selfrank: 2, balance: 500, team_a: 3, team_b: 3, team_c: 1 });
    expect(profile.aarohiIncome).toBe(49);
    expect(profile.levelIncome).toBeGreaterThan(0);
    expect(profile.ProfitDirect).toBe(30);
    const dashboard = dataOf(await call(t, routes.dashboard.member, { token }));
    expect(dashboard).toMatchObject({ rewardIncome: 25, teamAActive: 2, teamAInactive: 1, teamBInactive: 1 });
    const claim = await call(t, routes.claimProfit.member, { token });
    expect(claim.status).toBe(200);
  });

  it('names its packages in Spanish and Hindi, none behind the English', async () => {
    const names = async (language: string) =>
      dataOf(
        await call(t, routes.packageSearch, {
          body: { category: 'package' },
          headers: { 'accept-language': language },
        }),
      ).docs.map((pack) => pack.title);
    expect(await names('es')).toEqual(['Inicial', 'Plata', 'Oro', 'Platino', 'Diamante']);
    expect(await names('hi')).toEqual(['स्टार्टर', 'सिल्वर', 'गोल्ड', 'प्लैटिनम', 'डायमंड']);
    const listed = dataOf(await call(t, routes.adminPackages, { token: await operatorToken(t, DEMO.operator) }));
    expect(listed.filter((pack) => pack.behind.length > 0)).toEqual([]);
  });

  it('leaves deposits in every status', async () => {
    const list = await call(t, routes.depositList.member, { token });
    const statuses = dataOf(list).docs.map((row) => row.status);
    expect(new Set(statuses)).toEqual(new Set(['pending', 'success', 'reject']));
  });

  it('leaves a paid and a rejected withdrawal, the rejected amount back in the wallet', async () => {
    const list = await call(t, routes.withdrawalList.member, { params: { id: 'me' }, token });
    const rows = dataOf(list).docs;
    expect(rows.map((row) => [row.status, row.requestPayment])).toEqual([
      ['reject', 35],
      ['success', 40],
    ]);
    expect(rows[0]?.reason).toBeTruthy();
    const dashboard = dataOf(await call(t, routes.dashboard.member, { token }));
    expect(dashboard.totalWithdrawalAmount).toBe(40);
  });

  it('seeds two operators, each signing in to a session of their own, and neither in a team', async () => {
    const names: string[] = [];
    for (const operator of [DEMO.operator, DEMO.secondOperator]) {
      const operatorSession = await operatorToken(t, operator);
      names.push(dataOf(await call(t, routes.operatorProfile, { token: operatorSession })).fullName);
      // An operator is no member: a member's log-in with the same password is refused.
      const refused = await call(t, routes.login, { body: { email: operator.email, password: operator.password } });
      expect([refused.status, refused.body.message]).toEqual([400, MSG.loginInvalid]);
    }
    expect(names).toEqual(['Platform Operator', 'Second Operator']);
    const operatorsInTeams = await t.ctx.db
      .select({ email: users.email })
      .from(teamStats)
      .innerJoin(users, eq(users.id, teamStats.userId))
      .where(eq(users.role, ROLE.admin));
    expect(operatorsInTeams).toEqual([]);
  });

  it('dates the tree in order: each member joined before its downline and before its own records', async () => {
    const { db } = t.ctx;
    const [root] = await queryRows<{ email: string }>(
      db,
      sql`select email from users where role = ${ROLE.user} order by created_at limit 1`,
    );
    expect(root?.email).toBe(DEMO.member.email);
    const joinedAfterDownline = await queryRows(
      db,
      sql`select up.email as upline, down.email as member from team_ancestors a
          join users up on up.id = a.ancestor_id join users down on down.id = a.member_id
          where up.created_at > down.created_at`,
    );
    expect(joinedAfterDownline).toEqual([]);
    const beforeJoining = await queryRows(
      db,
      sql`select 'deposit' as record, u.email from deposits r join users u on u.id = r.user_id
          where r.created_at < u.created_at
          union all select 'order', u.email from orders r join users u on u.id = r.user_id
          where r.created_at < u.created_at
          union all select 'income', u.email from incomes r join users u on u.id = r.user_id
          where r.created_at < u.created_at
          union all select 'withdrawal', u.email from withdrawals r join users u on u.id = r.user_id
          where r.created_at < u.created_at
          union all select 'order of a later package', u.email from orders r join users u on u.id = r.user_id
          join packages p on p.id = r.package_id where r.created_at < p.created_at
          union all select 'deposit reviewed as it arrived', u.email from deposits r join users u on u.id = r.user_id
          where r.reviewed_at <= r.created_at
          union all select 'withdrawal reviewed as it was asked', u.email from withdrawals r
          join users u on u.id = r.user_id where r.reviewed_at <= r.created_at
          union all select 'order before its deposit was approved', u.email from orders r join users u on u.id = r.user_id
          where r.created_at <= (select min(d.reviewed_at) from deposits d
                                 where d.user_id = r.user_id and d.status = 'success')`,
    );
    expect(beforeJoining).toEqual([]);
    // Operators ran the platform before anyone joined it, and nothing is dated after the seed itself.
    const [span] = await queryRows<{ operators_first: boolean; latest: string }>(
      db,
      sql`select (select max(created_at) from users where role = ${ROLE.admin})
                   < (select min(created_at) from users where role <> ${ROLE.admin}) as operators_first,
                 greatest((select max(created_at) from users), (select max(created_at) from deposits),
                          (select max(created_at) from orders), (select max(created_at) from incomes),
                          (select max(created_at) from withdrawals))::text as latest`,
    );
    expect(span?.operators_first).toBe(true);
    expect(new Date(span?.latest ?? '').getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
  });

  it('marks its made-up hashes as demo values, on the member lists and the console queues; a later deposit is real', async () => {
    const withdrawals = dataOf(await call(t, routes.withdrawalList.member, { params: { id: 'me' }, token })).docs;
    expect(withdrawals.map((row) => [row.status, Boolean(row.transactionHash), row.demo])).toEqual([
      ['reject', false, true],
      ['success', true, true],
    ]);
    const deposits = dataOf(await call(t, routes.depositList.member, { token })).docs;
    expect(deposits.map((row) => row.demo)).toEqual([true, true, true]);
    const operator = await newOperatorToken(t);
    const queues = [
      ...dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'success' }, token: operator })).docs,
      ...dataOf(await call(t, routes.adminDeposits, { query: { status: 'success' }, token: operator })).docs,
    ];
    expect(queues.length).toBeGreaterThan(1);
    expect(queues.every((row) => row.demo)).toBe(true);

    const sent = await call(t, routes.addFund.member, {
      body: { amount: 100, transaction_id: randomTxHash() },
      token,
    });
    expect(dataOf(sent).demo).toBe(false);
    // The paid withdrawal's notification opens the member's list, not an explorer page no chain has.
    const notices = dataOf(await call(t, routes.notifications.member, { token })).docs;
    expect(notices.find((notice) => notice.kind === 'withdrawal-paid')?.link).toBe('/withdrawl-list');
  });

  it('publishes five articles about the platform by the demo operator, newest first, each written, translated and published as audited', async () => {
    const news = dataOf(await call(t, routes.posts));
    expect(news.totalDocs).toBe(5);
    expect(news.docs.map((post) => post.slug)).toEqual([
      'the-risks-plainly',
      'proof-of-reserves',
      'withdrawals-fees-limits-and-checks',
      'how-daily-profit-works',
      'how-deposits-are-checked',
    ]);
    for (const summary of news.docs) {
      expect(summary.author).toBe(DEMO.operator.fullName);
      const post = dataOf(await call(t, routes.post, { params: { slug: summary.slug } }));
      const words = markdownTreeText(post.tree).split(/\s+/).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(300);
      expect(words, post.slug).toBeLessThanOrEqual(600);
      const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, post._id));
      // Its Spanish and Hindi texts are saved as the console saves a translation, each audited.
      expect(audits.map((row) => row.action).sort()).toEqual([
        'post.create',
        'post.publish',
        'post.update',
        'post.update',
      ]);
    }
    const risks = dataOf(await call(t, routes.post, { params: { slug: 'the-risks-plainly' } }));
    expect(markdownTreeText(risks.tree)).toContain('You can lose some or all of the money you put in.');
  });

  it("opens solvent: the company's opening funds cover what the demo paid beyond its fees", async () => {
    const owner = await operatorToken(t, DEMO.operator);
    const { solvency } = dataOf(await call(t, routes.adminOverview, { token: owner }));
    expect(solvency.companyFunds).toBe(Number(DEMO_COMPANY_FUNDS_MICROS) / 1_000_000);
    expect(solvency.holds).toBeGreaterThan(solvency.owes);
    // Without the company's money the demo would be short: the funds are what covers it, not a figure left over.
    expect(solvency.holds - solvency.companyFunds).toBeLessThan(solvency.owes);
    // The declared reserve is what the ledger holds, so the obligations report starts from the same figure.
    const obligations = dataOf(await call(t, routes.adminReportObligations, { token: owner }));
    expect(obligations.reserve).toMatchObject({ amount: solvency.holds, mode: 'manual' });
  });

  it('opens /reserves on a snapshot of the declared reserve, its ratio and source', async () => {
    const { latest } = dataOf(await call(t, routes.reserves));
    // Declared, and said once: the page adds "Declared by the operator, not verified on chain" itself.
    expect(latest).toMatchObject({ reserveMode: 'manual', trigger: 'schedule', verified: false });
    expect(latest?.reserveSource).toBe("The deposits and company funds the demo platform's ledger holds");
    expect(latest?.ratioPercent).toBeGreaterThan(100);
    // The hourly job finds today's snapshot taken and takes no second one.
    expect(await takeScheduledSnapshot(t.ctx)).toBeUndefined();
  });

  it('names a whole company on the public settings: address, e-mail and the people who run it', async () => {
    const settings = dataOf(await call(t, routes.publicSettings));
    expect(settings).toMatchObject({
      companyAddress: DEMO_IDENTITY.companyAddress,
      companyEmail: DEMO_IDENTITY.companyEmail,
    });
    expect(settings.companyPeople.length).toBeGreaterThanOrEqual(3);
    for (const person of settings.companyPeople) {
      expect(person.name.split(' ').length, person.name).toBeGreaterThanOrEqual(2);
      expect(person.role).toBeTruthy();
    }
    expect(JSON.stringify(settings)).not.toMatch(/Example City|\.example\b/);
  });

  it('mails none of its history: the notification mail job finds nothing to send', async () => {
    expect(await sendNotificationMails(t.ctx)).toBe(0);
    // The outbox holds only the sign-in codes of the operators the tests above signed in.
    const mails = await readOutbox({ dir: t.outboxDir, limit: 1000 });
    expect(mails.filter((mail) => !/verification code/.test(mail.subject))).toEqual([]);
    const notices = dataOf(await call(t, routes.notifications.member, { token })).docs;
    expect(notices.length).toBeGreaterThan(0);
  });

  it('rejects no withdrawal to an address it paid: the rejected one went to another address', async () => {
    const rows = await queryRows<{ address: string; reason: string }>(
      t.ctx.db,
      sql`select w.address, w.reason from withdrawals w where w.status = 'reject'
          and exists (select 1 from withdrawals p where p.status = 'success'
                      and lower(p.address) = lower(w.address))`,
    );
    expect(rows).toEqual([]);
  });

  it('keeps rejection reasons for deposits and withdrawals, each in the three languages', async () => {
    const owner = await operatorToken(t, DEMO.operator);
    const reasons = dataOf(await call(t, routes.rejectionReasons, { token: owner }));
    expect(reasons.map((reason) => reason.for).sort()).toEqual(['both', 'deposit', 'deposit', 'withdrawal']);
    for (const reason of reasons) expect(Object.keys(reason.texts).sort()).toEqual(['en', 'es', 'hi']);
  });

  it('seeds once', async () => {
    expect(await seedDemoIfEmpty(t.ctx)).toBe(false);
  });
});

describe('today left to claim, whatever the hour of the seed', () => {
  // The test clock starts at 09:00 UTC; each case seeds at that platform time in that time zone.
  const cases: [string, string, number][] = [
    ['22:30 UTC', 'UTC', 13.5],
    ['00:10 UTC', 'UTC', 15 + 1 / 6],
    ['22:30 in Kolkata (17:00 UTC)', 'Asia/Kolkata', 8],
  ];
  it.each(cases)('seeded at %s, the demo member has a week of profit and can claim today', async (_at, zone, hours) => {
    const late = await createTestApp();
    try {
      await upsertSetting(late.ctx.db, { key: 'timezone', value: zone, now: late.ctx.clock() });
      late.clock.advanceSeconds(hours * 3600);
      expect(await seedDemoIfEmpty(late.ctx)).toBe(true);
      const session = await loginToken(late, DEMO.member);
      expect(dataOf(await call(late, routes.profile.member, { token: session })).aarohiIncome).toBe(49);
      const claim = await call(late, routes.claimProfit.member, { token: session });
      expect(claim).toMatchObject({ status: 200, body: { data: { day: platformDay(late.ctx.clock(), zone) } } });
    } finally {
      await late.close();
    }
  });
});
