import { MSG, ROLE, routes } from '@app/contract';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, savedAddresses, users } from '../../../src/db/schema';
import {
  apiTokenOf,
  call,
  createMember,
  createPackage,
  dataOf,
  fundMember,
  loginToken,
  nextClientIp,
  operatorToken,
  signedInMember,
  useTestApp,
} from '../../helper';
import { earnIncome, pendingWithdrawal } from '../../withdrawal-kit';

// The console's members: the list and its search, one member's detail, and blocking an account.
const t = useTestApp();
let operator: string;
let operatorId: string;

beforeAll(async () => {
  const account = await createMember(t, { role: ROLE.admin, fullName: 'Otto Console' });
  operatorId = account.id;
  operator = await operatorToken(t, account);
});

const list = (query: { search?: string; page?: number }) => call(t, routes.adminMembers, { query, token: operator });
const detail = (id: string) => call(t, routes.adminMember, { params: { _id: id }, token: operator });
const block = (id: string, body: Record<string, unknown>) =>
  call(t, routes.adminMemberBlock, { params: { _id: id }, body, token: operator });
const unblock = (id: string) => call(t, routes.adminMemberUnblock, { params: { _id: id }, token: operator });
const idsOf = (answer: Awaited<ReturnType<typeof list>>) => dataOf(answer).docs.map((row) => row._id);
const login = (email: string, password: string) =>
  call(t, routes.login, { body: { email, password, role_name: ROLE.user }, ip: nextClientIp() });

describe('GET /adminApi/members', () => {
  it('finds a member by part of the name, e-mail, phone or UID in any case, and nobody else', async () => {
    const wanted = await createMember(t, { fullName: 'Zephyrine Quill', email: 'zq.wanted@example.test' });
    await t.ctx.db.update(users).set({ phone: '9876012345' }).where(eq(users.id, wanted.id));
    const other = await createMember(t, { fullName: 'Another Person', email: 'another.person@example.test' });
    const uid = String(wanted.referId);
    for (const search of ['phyrine QU', 'ZQ.WANTED@', '7601234', uid.toLowerCase(), ` ${uid.slice(1, 5)} `]) {
      const answer = await list({ search });
      expect({ search, ids: idsOf(answer), total: dataOf(answer).totalDocs }).toEqual({
        search,
        ids: [wanted.id],
        total: 1,
      });
    }
    expect(idsOf(await list({ search: 'another.person' }))).toEqual([other.id]);
    expect(idsOf(await list({ search: 'no such member anywhere' }))).toEqual([]);
  });

  it('matches % and _ in the search text literally', async () => {
    const percent = await createMember(t, { fullName: 'Hundred 100% Sure' });
    const underscore = await createMember(t, { fullName: 'Under_Score' });
    expect(idsOf(await list({ search: '100%' }))).toEqual([percent.id]);
    expect(idsOf(await list({ search: '%' }))).toEqual([percent.id]);
    expect(idsOf(await list({ search: 'r_s' }))).toEqual([underscore.id]);
    expect(idsOf(await list({ search: '_' }))).toEqual([underscore.id]);
  });

  it('lists members and vendors newest first with wallets and active orders, never an operator', async () => {
    const vendor = await createMember(t, { role: ROLE.vendor, fullName: 'Vera Vendorista' });
    const newest = await signedInMember(t, { fullName: 'Nadia Newest' });
    const packageId = await createPackage(t, operator, { title: 'List plan', price: 40, yield: 1, maturity: 30 });
    await fundMember(t, { token: newest.token, operator, amount: 100 });
    const bought = await call(t, routes.purchasePackage.member, {
      body: { packageId, amount: 40, payment_mode_name: 'wallet' },
      token: newest.token,
    });
    expect(bought.status).toBe(200);

    const first = dataOf(await list({}));
    const [members] = await t.ctx.db.select({ n: count() }).from(users).where(ne(users.role, ROLE.admin));
    expect(first).toMatchObject({ totalDocs: members?.n, limit: 10, page: 1 });
    expect(first.totalPages).toBe(Math.ceil(Number(members?.n) / 10));
    expect(first.docs[0]).toEqual({
      _id: newest.id,
      fullName: 'Nadia Newest',
      email: newest.email,
      phone: newest.phone,
      referId: newest.referId,
      role: 'User',
      createdAt: newest.createdAt.toISOString(),
      blocked: false,
      closedAt: null,
      depositBalance: 60,
      incomeBalance: 0,
      activeOrders: 1,
      kycStatus: 'none',
    });
    expect(first.docs[1]).toMatchObject({ _id: vendor.id, role: 'Vendor', depositBalance: 0, activeOrders: 0 });
    const times = first.docs.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const everyone = [];
    for (let page = 1; page <= first.totalPages; page += 1) everyone.push(...dataOf(await list({ page })).docs);
    expect(everyone).toHaveLength(Number(members?.n));
    expect(everyone.map((row) => row._id)).not.toContain(operatorId);
    expect(everyone.every((row) => row.role === 'User' || row.role === 'Vendor')).toBe(true);
    expect(idsOf(await list({ search: 'Otto Console' }))).toEqual([]);
  });
});

describe('GET /adminApi/members/:_id', () => {
  it("answers not found for an operator's id and an unknown id", async () => {
    for (const id of [operatorId, '0f6b7c2e-1111-4000-8000-000000000000']) {
      expect(await detail(id)).toEqual({
        status: 404,
        body: { success: false, message: MSG.notFound, code: 'NOT_FOUND' },
      });
    }
  });

  it("shows the member's security activity and address book to the roles that read members, and to no one else", async () => {
    const member = await signedInMember(t, { fullName: 'Dana Defended' });
    const address = `0x${'9a'.repeat(20)}`;
    const now = t.ctx.clock();
    await t.ctx.db
      .insert(savedAddresses)
      .values({ userId: member.id, address, label: 'Cold', usableFrom: now, createdAt: now });
    const as = async (token: string) => call(t, routes.adminMember, { params: { _id: member.id }, token });
    for (const role of ['finance', 'support'] as const) {
      const reader = await operatorToken(t, await createMember(t, { role: ROLE.admin, operatorRole: role }));
      const shown = dataOf(await as(reader));
      expect(
        shown.securityEvents.map((event) => event.kind),
        role,
      ).toEqual(['signin']);
      expect(
        shown.addressBook.docs.map((saved) => saved.address),
        role,
      ).toEqual([address]);
    }
    const content = await operatorToken(t, await createMember(t, { role: ROLE.admin, operatorRole: 'content' }));
    // The member reads their own on /settings, never through the console.
    for (const token of [content, member.token]) {
      const refused = await as(token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(JSON.stringify(refused.body)).not.toContain(address);
    }
  });

  it('shows the wallets, team, orders, deposits, withdrawals, incomes and postings that add up to the balances', async () => {
    const sponsor = await createMember(t, { fullName: 'Sam Sponsor' });
    const member = await signedInMember(t, { fullName: 'Mira Member', sponsorId: sponsor.id });
    await fundMember(t, { token: member.token, operator, amount: 300 });
    await earnIncome(t, { member, operator, amount: 50 });
    // Newest first is by time: the test's clock stands still unless moved.
    t.clock.advanceSeconds(60);
    const packageId = await createPackage(t, operator, { title: 'Detail plan', price: 100, yield: 1, maturity: 30 });
    const purchase = { packageId, amount: 100, payment_mode_name: 'wallet' };
    expect((await call(t, routes.purchasePackage.member, { body: purchase, token: member.token })).status).toBe(200);
    const withdrawalId = await pendingWithdrawal(t, { member, amount: 30 });

    const answer = await detail(member.id);
    expect(answer.body.message).toBe(MSG.loaded);
    const data = dataOf(answer);
    expect(data).toMatchObject({
      _id: member.id,
      fullName: 'Mira Member',
      role: 'User',
      blocked: false,
      blockedAt: null,
      blockedReason: null,
      sponsor: { _id: sponsor.id, fullName: 'Sam Sponsor', referId: sponsor.referId },
      usdtAddress: null,
      // 300 + 50 deposited, 50 and 100 spent; 50 earned (the one-day package), 30 held for the withdrawal.
      depositBalance: 200,
      incomeBalance: 20,
      activeOrders: 1,
      team: { a: 0, b: 0, c: 0, activeA: 0 },
    });
    expect(data.orders.map((order) => [order.title, order.status])).toEqual([
      ['Detail plan', 'active'],
      [expect.stringMatching(/^Income 50 /), 'matured'],
    ]);
    expect(data.deposits.map((deposit) => [deposit.amount, deposit.status]).sort()).toEqual([
      [300, 'success'],
      [50, 'success'],
    ]);
    expect(data.withdrawals.map((row) => [row._id, row.status, row.requestPayment])).toEqual([
      [withdrawalId, 'pending', 30],
    ]);
    expect(data.incomes.map((income) => [income.kind, income.amount])).toEqual([['trading', 50]]);
    const sum = (wallet: 'deposit' | 'income') =>
      data.postings
        .filter((posting) => posting.wallet === wallet)
        .reduce((total, posting) => total + posting.amount, 0);
    expect({ deposit: sum('deposit'), income: sum('income') }).toEqual({ deposit: 200, income: 20 });
    expect(data.postings.map((posting) => posting.kind).sort()).toEqual([
      'deposit',
      'deposit',
      'income:trading',
      'package:purchase',
      'package:purchase',
      'withdrawal:income:hold',
    ]);

    const sponsorDetail = dataOf(await detail(sponsor.id));
    expect(sponsorDetail).toMatchObject({ sponsor: null, team: { a: 1, b: 0, c: 0, activeA: 1 }, incomeBalance: 7.5 });
    expect(sponsorDetail.incomes.map((income) => [income.kind, income.amount]).sort()).toEqual([
      ['direct', 2.5],
      ['direct', 5],
    ]);
  });
});

describe('blocking a member', () => {
  it('ends their sessions at once, refuses their sign-in until unblocked, and audits both', async () => {
    const member = await signedInMember(t, { fullName: 'Bruno Blocked' });
    const second = await loginToken(t, member);
    expect((await call(t, routes.profile.member, { token: member.token })).status).toBe(200);

    expect((await block(member.id, {})).body.message).toBe(MSG.reasonRequired);
    const blocked = await block(member.id, { reason: 'Chargeback fraud' });
    expect(blocked.status).toBe(200);
    expect(blocked.body.message).toBe(MSG.memberBlocked);
    expect(dataOf(blocked)).toMatchObject({
      _id: member.id,
      blocked: true,
      blockedReason: 'Chargeback fraud',
      blockedAt: t.clock.now().toISOString(),
    });
    const unauthenticated = {
      status: 401,
      body: { success: false, message: MSG.unauthenticated, code: 'UNAUTHENTICATED' },
    };
    for (const token of [member.token, second]) {
      expect(await call(t, routes.profile.member, { token })).toEqual(unauthenticated);
    }
    expect(await login(member.email, member.password)).toEqual({
      status: 403,
      body: { success: false, message: MSG.accountBlocked, code: 'FORBIDDEN' },
    });
    expect(await login(member.email, 'Wrong@12345')).toEqual({
      status: 400,
      body: { success: false, message: MSG.loginInvalid, code: 'INVALID_CREDENTIALS' },
    });
    expect(dataOf(await list({ search: 'Bruno Blocked' })).docs[0]?.blocked).toBe(true);
    expect(await block(member.id, { reason: 'Again' })).toEqual({
      status: 409,
      body: { success: false, message: MSG.memberAlreadyBlocked, code: 'CONFLICT' },
    });

    t.clock.advanceSeconds(60);
    const unblocked = await unblock(member.id);
    expect(unblocked.body.message).toBe(MSG.memberUnblocked);
    expect(dataOf(unblocked)).toMatchObject({ blocked: false, blockedAt: null, blockedReason: null });
    expect(await unblock(member.id)).toEqual({
      status: 409,
      body: { success: false, message: MSG.memberNotBlocked, code: 'CONFLICT' },
    });
    // The ended sessions stay ended; a new sign-in works.
    expect(await call(t, routes.profile.member, { token: member.token })).toEqual(unauthenticated);
    const fresh = await login(member.email, member.password);
    expect(fresh.status).toBe(200);
    expect((await call(t, routes.profile.member, { token: String(apiTokenOf(fresh.body)) })).status).toBe(200);

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, member.id), inArray(auditLog.action, ['member.block', 'member.unblock'])));
    expect(
      audit
        .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
        .map((row) => ({ action: row.action, actor: row.actorId, type: row.targetType, details: row.details })),
    ).toEqual([
      {
        action: 'member.block',
        actor: operatorId,
        type: 'member',
        // No automatic payout of theirs was queued or sent (test/modules/console/block-freezes-money.test.ts).
        details: { reason: 'Chargeback fraud', payoutsHandedBack: 0, payoutsAlreadySent: 0 },
      },
      { action: 'member.unblock', actor: operatorId, type: 'member', details: {} },
    ]);
  });

  it("answers not found for an operator's id and an unknown id, and leaves operators alone", async () => {
    for (const id of [operatorId, '0f6b7c2e-2222-4000-8000-000000000000']) {
      expect((await block(id, { reason: 'No' })).status).toBe(404);
      expect((await unblock(id)).status).toBe(404);
    }
    const [me] = await t.ctx.db.select().from(users).where(eq(users.id, operatorId));
    expect(me?.blockedAt).toBeNull();
    expect((await call(t, routes.operatorProfile, { token: operator })).status).toBe(200);
  });
});
