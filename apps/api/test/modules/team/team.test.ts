import { MSG, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createMember,
  createPackage,
  dataOf,
  fundMember,
  loginToken,
  newOperatorToken,
  readLatestOtp,
  signedInMember,
  useTestApp,
} from '../../helper';

const t = useTestApp();
let operator: string;
let packageId: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
  packageId = await createPackage(t, operator, { title: 'Team Pack', price: 100, yield: 1, maturity: 30 });
});

interface Account {
  id?: string;
  email: string;
  referId: string | null;
  token: string;
}

/** Signs a newcomer up through both public calls, under the sponsor's referral code, and logs it in. */
async function signUp(sponsor: { referId: string | null }, fullName: string): Promise<Account> {
  const body = {
    fullName,
    phone: '9876543210',
    email: `${fullName.toLowerCase().replace(/\W+/g, '.')}.${process.pid}@example.test`,
    password: 'Strong@123',
    confirmPassword: 'Strong@123',
    referBy: sponsor.referId,
    role_name: 'User',
    acceptTerms: true,
  };
  const sent = await call(t, routes.signupOtp, { body });
  expect(sent.status, sent.body.message).toBe(200);
  const otp = await readLatestOtp(t, body.email);
  const verified = await call(t, routes.signupVerify, { body: { ...body, otp } });
  expect(verified.body).toMatchObject({ success: true, message: MSG.signupDone });
  const token = await loginToken(t, { email: body.email, password: body.password });
  const profile = dataOf(await call(t, routes.profile.member, { token }));
  return { email: body.email, referId: profile.referId, token };
}

async function profileOf(who: { token: string }) {
  return dataOf(await call(t, routes.profile.member, { token: who.token }));
}

async function teamOf(who: { token: string }, level: number, page = 1) {
  const response = await call(t, routes.teamList.member, { query: { level, page }, token: who.token });
  expect(response.status).toBe(200);
  return dataOf(response);
}

async function dashboardOf(who: { token: string }) {
  return dataOf(await call(t, routes.dashboard.member, { token: who.token }));
}

async function buy(who: { token: string }, id = packageId, amount = 100) {
  await fundMember(t, { token: who.token, operator, amount });
  const response = await call(t, routes.purchasePackage.member, {
    body: { packageId: id, amount, payment_mode_name: 'wallet' },
    token: who.token,
  });
  expect(response.status, response.body.message).toBe(200);
}

describe('team counters and lists through the real sign-up', () => {
  let root: Awaited<ReturnType<typeof signedInMember>>;
  const chain: Account[] = [];

  beforeAll(async () => {
    root = await signedInMember(t, { fullName: 'Root Rita' });
  });

  it('counts each newcomer on the sponsor (A), its sponsor (B) and the next (C), never a fourth level', async () => {
    const names = ['Level One Ann', 'Level Two Ben', 'Level Three Cal', 'Level Four Dev'];
    const expectedRoot = [
      { team_a: 1, team_b: 0, team_c: 0 },
      { team_a: 1, team_b: 1, team_c: 0 },
      { team_a: 1, team_b: 1, team_c: 1 },
      { team_a: 1, team_b: 1, team_c: 1 },
    ];
    let sponsor: { referId: string | null } = root;
    for (const [index, name] of names.entries()) {
      const account = await signUp(sponsor, name);
      chain.push(account);
      sponsor = account;
      expect(await profileOf(root), name).toMatchObject(expectedRoot[index] ?? {});
    }
    const [one, two, three, four] = chain as [Account, Account, Account, Account];
    expect(await profileOf(one)).toMatchObject({ team_a: 1, team_b: 1, team_c: 1, sponsorName: 'Root Rita' });
    expect(await profileOf(two)).toMatchObject({ team_a: 1, team_b: 1, team_c: 0 });
    expect(await profileOf(three)).toMatchObject({ team_a: 1, team_b: 0, team_c: 0 });
    expect(await profileOf(four)).toMatchObject({ team_a: 0, team_b: 0, team_c: 0 });

    const second = await signUp(root, 'Level One Second');
    chain.push(second);
    expect(await profileOf(root)).toMatchObject({ team_a: 2, team_b: 1, team_c: 1 });
  });

  it('lists exactly the members of each level, newest first, without ids or e-mails', async () => {
    const [one, two, three, , second] = chain as [Account, Account, Account, Account, Account];
    const levelOne = await teamOf(root, 1);
    expect(levelOne).toMatchObject({ totalDocs: 2, page: 1, totalPages: 1 });
    expect(levelOne.docs).toEqual([
      expect.objectContaining({
        fullName: 'Level One Second',
        referId: second.referId,
        sponsorName: 'Root Rita',
        active: false,
        investment: 0,
      }),
      expect.objectContaining({
        fullName: 'Level One Ann',
        referId: one.referId,
        sponsorName: 'Root Rita',
        active: false,
        investment: 0,
      }),
    ]);
    for (const row of levelOne.docs) {
      expect(Object.keys(row).sort()).toEqual([
        'active',
        'fullName',
        'investment',
        'joinedAt',
        'referId',
        'sponsorName',
      ]);
      expect(JSON.stringify(row)).not.toContain('@example.test');
    }
    expect((await teamOf(root, 2)).docs).toEqual([
      expect.objectContaining({ fullName: 'Level Two Ben', referId: two.referId, sponsorName: 'Level One Ann' }),
    ]);
    expect((await teamOf(root, 3)).docs).toEqual([
      expect.objectContaining({ fullName: 'Level Three Cal', referId: three.referId, sponsorName: 'Level Two Ben' }),
    ]);
    const byDefault = await call(t, routes.teamList.member, { token: root.token });
    expect(byDefault.body.data).toMatchObject({ totalDocs: 2, page: 1 });
  });

  it('searches a level by part of a name or UID, any case, wildcards taken literally; team A alone too', async () => {
    const [one, , , , second] = chain as [Account, Account, Account, Account, Account];
    const search = async (query: Record<string, unknown>) =>
      dataOf(await call(t, routes.teamList.member, { query, token: root.token }));
    const direct = async (query: Record<string, unknown>) =>
      dataOf(await call(t, routes.directTeam.member, { query, token: root.token }));
    const names = (page: { docs: { fullName: string }[] }) => page.docs.map((row) => row.fullName);
    expect(names(await search({ level: 1, search: 'second' }))).toEqual(['Level One Second']);
    expect(names(await search({ level: 1, search: (one.referId ?? '').toLowerCase() }))).toEqual(['Level One Ann']);
    expect(await search({ level: 1, search: 'level one' })).toMatchObject({ totalDocs: 2, totalPages: 1 });
    expect(names(await search({ level: 2, search: 'two' }))).toEqual(['Level Two Ben']);
    // Deeper than the level asked, or a pattern character: nothing.
    expect((await search({ level: 1, search: 'Two' })).totalDocs).toBe(0);
    expect((await search({ level: 1, search: '%' })).totalDocs).toBe(0);
    expect((await search({ level: 1, search: '_' })).totalDocs).toBe(0);

    expect(await direct({})).toEqual(await teamOf(root, 1));
    expect(names(await direct({ search: second.referId ?? '' }))).toEqual(['Level One Second']);
    // Someone below sees only their own direct referrals.
    const below = dataOf(await call(t, routes.directTeam.member, { query: {}, token: one.token }));
    expect(names(below)).toEqual(['Level Two Ben']);
  });

  it("opens the genealogy a level at a time at any depth, and answers 404 outside the caller's downline", async () => {
    const [one, two, three, four, second] = chain as [Account, Account, Account, Account, Account];
    const tree = async (who: { token: string }, parent?: string | null) => {
      const answer = await call(t, routes.genealogy.member, {
        query: parent === undefined ? {} : { parent: parent ?? '' },
        token: who.token,
      });
      return { status: answer.status, docs: answer.status === 200 ? dataOf(answer).docs : [] };
    };
    const top = await tree(root);
    expect(top.docs.map((node) => [node.fullName, node.referId, node.children, node.teamSize])).toEqual([
      ['Level One Ann', one.referId, 1, 3],
      ['Level One Second', second.referId, 0, 0],
    ]);
    expect((await tree(root, one.referId)).docs.map((node) => node.fullName)).toEqual(['Level Two Ben']);
    // Below team C too: the genealogy is the whole downline.
    expect((await tree(root, three.referId)).docs.map((node) => node.fullName)).toEqual(['Level Four Dev']);
    expect((await tree(root, four.referId)).docs).toEqual([]);
    // The caller's own UID is its own top; lower case is a different code.
    expect((await tree(root, root.referId)).docs).toEqual(top.docs);
    // Above, beside or unknown: not found, the same answer for each.
    expect((await tree(two, one.referId)).status).toBe(404);
    expect((await tree(two, second.referId)).status).toBe(404);
    expect((await tree(one, 'NOSUCHUID')).status).toBe(404);
    expect((await tree(one, (two.referId ?? '').toLowerCase())).status).toBe(404);
  });

  it('refuses level 4 and level 0', async () => {
    for (const level of [4, 0]) {
      const response = await call(t, routes.teamList.member, { query: { level }, token: root.token });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });

  it('marks a member active with its investment once it buys', async () => {
    const [one, two] = chain as [Account, Account];
    await buy(two);
    expect((await teamOf(root, 2)).docs).toEqual([
      expect.objectContaining({ fullName: 'Level Two Ben', active: true, investment: 100 }),
    ]);
    expect((await teamOf(one, 1)).docs).toEqual([
      expect.objectContaining({ fullName: 'Level Two Ben', active: true, investment: 100 }),
    ]);
    expect((await teamOf(root, 1)).docs.map((row) => row.active)).toEqual([false, false]);
  });

  it('shows each member its own team only, one level lower for the member below', async () => {
    const [one, two, three, four] = chain as [Account, Account, Account, Account];
    expect((await teamOf(one, 1)).docs.map((row) => row.fullName)).toEqual(['Level Two Ben']);
    expect((await teamOf(one, 2)).docs.map((row) => row.fullName)).toEqual(['Level Three Cal']);
    expect((await teamOf(one, 3)).docs.map((row) => row.fullName)).toEqual(['Level Four Dev']);
    expect((await teamOf(two, 3)).totalDocs).toBe(0);
    expect((await teamOf(three, 1)).docs.map((row) => row.fullName)).toEqual(['Level Four Dev']);
    expect((await teamOf(four, 1)).totalDocs).toBe(0);
    const stranger = await signedInMember(t);
    for (const level of [1, 2, 3]) expect((await teamOf(stranger, level)).totalDocs).toBe(0);
  });

  it('pages ten members at a time', async () => {
    const big = await signedInMember(t, { fullName: 'Busy Bo' });
    for (let index = 1; index <= 12; index += 1) {
      await createMember(t, { sponsorId: big.id, fullName: `Direct ${String(index).padStart(2, '0')}` });
      t.clock.advanceSeconds(1);
    }
    const first = await teamOf(big, 1, 1);
    expect(first).toMatchObject({ totalDocs: 12, page: 1, totalPages: 2 });
    expect(first.docs).toHaveLength(10);
    expect(first.docs[0]?.fullName).toBe('Direct 12');
    const second = await teamOf(big, 1, 2);
    expect(second.docs.map((row) => row.fullName)).toEqual(['Direct 02', 'Direct 01']);
    expect(await profileOf(big)).toMatchObject({ team_a: 12 });
  });

  it("answers an empty page with the level's count, past the last page and for a member without a team", async () => {
    const big = await signedInMember(t, { fullName: 'Past Pat' });
    await createMember(t, { sponsorId: big.id, fullName: 'Only Direct' });
    expect(await teamOf(big, 1, 2)).toMatchObject({ docs: [], totalDocs: 1, page: 2, totalPages: 1 });
    expect(await teamOf(big, 2, 1)).toMatchObject({ docs: [], totalDocs: 0, page: 1 });
    const alone = await signedInMember(t, { fullName: 'Alone Al' });
    expect(await teamOf(alone, 1, 1)).toMatchObject({ docs: [], totalDocs: 0, page: 1 });
  });

  it('answers 401 without a token', async () => {
    expect((await call(t, routes.teamList.member, { query: { level: 1 } })).status).toBe(401);
  });
});

describe('dashboard team counters', () => {
  const names = ['Top', 'A', 'B', 'C'] as const;
  const people = {} as Record<(typeof names)[number], Awaited<ReturnType<typeof signedInMember>>>;
  let short: string;

  beforeAll(async () => {
    short = await createPackage(t, operator, { title: 'One Day Pack', price: 50, yield: 2, maturity: 1 });
    let sponsorId: string | null = null;
    for (const name of names) {
      people[name] = await signedInMember(t, { sponsorId, fullName: `Dash ${name}` });
      sponsorId = people[name].id;
    }
  });

  const teamFields = (dashboard: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(dashboard).filter(([key]) => /^team/.test(key) || key === 'activeOrder' || key === 'totalOrder'),
    );

  it('starts with every level inactive and no investment', async () => {
    expect(teamFields(await dashboardOf(people.Top))).toEqual({
      totalOrder: 0,
      activeOrder: 0,
      teamAInvestment: 0,
      teamBInvestment: 0,
      teamCInvestment: 0,
      teamInvestment: 0,
      teamABusiness: 0,
      teamBBusiness: 0,
      teamCBusiness: 0,
      teamBusiness: 0,
      teamAActive: 0,
      teamBActive: 0,
      teamCActive: 0,
      teamAInactive: 1,
      teamBInactive: 1,
      teamCInactive: 1,
    });
  });

  it('moves the counters of each level as members buy', async () => {
    await buy(people.A, packageId, 100);
    expect(await dashboardOf(people.Top)).toMatchObject({
      teamAActive: 1,
      teamAInactive: 0,
      teamAInvestment: 100,
      teamInvestment: 100,
    });
    await buy(people.C, short, 50);
    expect(await dashboardOf(people.Top)).toMatchObject({
      teamAActive: 1,
      teamBActive: 0,
      teamBInactive: 1,
      teamCActive: 1,
      teamCInactive: 0,
      teamCInvestment: 50,
      teamInvestment: 150,
    });
    expect(await dashboardOf(people.B)).toMatchObject({ teamAActive: 1, teamAInvestment: 50, teamInvestment: 50 });
    expect(await dashboardOf(people.A)).toMatchObject({
      teamBActive: 1,
      teamBInvestment: 50,
      totalOrder: 1,
      activeOrder: 1,
      totalInvestmentAmount: 100,
    });
  });

  it('counts a member inactive again once its only order matures: its capital leaves the investment, not the business', async () => {
    const claimed = await call(t, routes.claimProfit.member, { token: people.C.token });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({ amount: 1, paidOrders: 1, maturedOrders: 1 });
    expect(await dashboardOf(people.C)).toMatchObject({
      totalOrder: 1,
      activeOrder: 0,
      totalInvestmentAmount: 0,
      totalBusinessAmount: 50,
    });
    expect(await dashboardOf(people.Top)).toMatchObject({
      teamCActive: 0,
      teamCInactive: 1,
      teamCInvestment: 0,
      teamInvestment: 100,
      teamCBusiness: 50,
      teamBusiness: 150,
    });
    expect(await dashboardOf(people.B)).toMatchObject({
      teamAActive: 0,
      teamAInactive: 1,
      teamAInvestment: 0,
      teamABusiness: 50,
    });
    expect((await teamOf(people.B, 1)).docs).toEqual([
      expect.objectContaining({ fullName: 'Dash C', active: false, investment: 0 }),
    ]);
    expect((await call(t, routes.claimProfit.member, { token: people.C.token })).body.message).toBe(
      MSG.profitNothingDue,
    );
  });

  it('counts the member active again when it buys the matured package anew', async () => {
    await buy(people.C, short, 50);
    expect(await dashboardOf(people.Top)).toMatchObject({
      teamCActive: 1,
      teamCInactive: 0,
      teamCInvestment: 50,
      teamCBusiness: 100,
    });
    expect(await dashboardOf(people.C)).toMatchObject({
      totalOrder: 2,
      activeOrder: 1,
      totalInvestmentAmount: 50,
      totalBusinessAmount: 100,
    });
  });
});
