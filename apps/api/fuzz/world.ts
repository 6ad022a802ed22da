import { pathWith, ROLE, routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { forgetSettings } from '../src/core/settings';
import {
  call,
  createMember,
  createPackage,
  dataOf,
  loginToken,
  nextClientIp,
  operatorToken,
  randomTxHash,
  readLatestOtp,
  type TestContext,
} from '../test/helper';
import { type Account, Sessions, type SignedRole } from './harness';
import { routeKey } from './openapi';
import { ADDRESS, emptyPools, type Pools, remember } from './values';

async function ok<D>(response: Promise<{ status: number; body: { message: string; data?: D } }>, what: string) {
  const answer = await response;
  if (answer.status !== 200) throw new Error(`fuzz setup: ${what} answered ${answer.status} ${answer.body.message}`);
  return dataOf(answer);
}

/**
 * Gives one account (member or vendor) a record of every kind in every state the operator and member calls act
 * on: an approved and a pending deposit, an income and a held order, a pending and an unverified withdrawal and
 * an unverified capital withdrawal.
 */
async function furnish(
  t: TestContext,
  options: {
    side: 'member' | 'vendor';
    token: string;
    email: string;
    operator: string;
    /** Another operator of a money role: credits what the first approved above the approval limit. */
    secondOperator: string;
    packages: [string, string];
  },
  pools: Pools,
) {
  const { side, token, email, operator } = options;
  const funded = await ok(
    call(t, routes.addFund[side], { body: { amount: 5000, transaction_id: randomTxHash() }, token }),
    'deposit to approve',
  );
  // Above the approval limit one operator approves and another credits (docs/decisions/020-operator-roles.md).
  const approval = call(t, routes.adminDepositApprove, { params: { _id: funded._id }, token: operator });
  if ((await approval).status === 202) {
    await ok(
      call(t, routes.adminDepositApprove, { params: { _id: funded._id }, token: options.secondOperator }),
      'deposit approval by a second operator',
    );
  } else {
    await ok(approval, 'deposit approval');
  }
  const hash = randomTxHash();
  const pending = await ok(
    call(t, routes.addFund[side], { body: { amount: 60, transaction_id: hash }, token }),
    'pending deposit',
  );
  remember(pools.deposit, funded._id);
  remember(pools.deposit, pending._id);
  remember(pools.usedHashes, hash);

  const [incomePackage, holdPackage] = options.packages;
  const buy = (packageId: string, amount: number) =>
    ok(
      call(t, routes.purchasePackage[side], { body: { packageId, amount, payment_mode_name: 'wallet' }, token }),
      'purchase',
    );
  remember(pools.order, (await buy(incomePackage, 1000))._id);
  const held = await buy(holdPackage, 50);
  remember(pools.order, held._id);
  const claim = await call(t, routes.claimProfit[side], { token });
  if (claim.status !== 200) throw new Error(`fuzz setup: claim answered ${claim.status} ${claim.body.message}`);

  const request = async (amount: number) => {
    const made = await ok(
      call(t, routes.withdrawalRequest[side], { body: { address: ADDRESS, amount }, token, ip: nextClientIp() }),
      'withdrawal request',
    );
    remember(pools.withdrawal, made._id);
    return { _id: made._id, otp: await readLatestOtp(t, email) };
  };
  const first = await request(40);
  await ok(
    call(t, routes.withdrawalVerify[side], { body: { address: ADDRESS, amount: 40, ...first }, token }),
    'withdrawal verify',
  );
  const second = await request(35);
  pools.flows.set(routeKey(routes.withdrawalVerify[side]), [{ address: ADDRESS, amount: 35, ...second }]);

  const capital = await ok(
    call(t, routes.packageWithdrawal[side], {
      body: { address: ADDRESS, packageId: held._id },
      token,
      ip: nextClientIp(),
    }),
    'capital withdrawal request',
  );
  remember(pools.withdrawal, capital._id);
  pools.flows.set(routeKey(routes.packageWithdrawalVerify[side]), [
    { address: ADDRESS, _id: capital._id, otp: await readLatestOtp(t, email) },
  ]);
}

export interface World {
  sessions: Sessions;
  pools: Pools;
  /** Puts back the operator settings and the setup's packages as they were before the run. */
  restore(): Promise<void>;
}

/** The accounts, sessions and real records the run starts from. */
export async function buildWorld(t: TestContext, options: { settingsFields: string[] }): Promise<World> {
  const pools = emptyPools();
  // An owner, whom every operator route admits, and one operator of each other role, whom the routes outside their
  // role refuse with 403 (docs/decisions/020-operator-roles.md).
  const operatorAccount = await createMember(t, { role: ROLE.admin, fullName: 'Fuzz Operator' });
  const operator = await operatorToken(t, operatorAccount);
  const roleAccounts = {
    finance: await createMember(t, { role: ROLE.admin, operatorRole: 'finance', fullName: 'Fuzz Finance' }),
    support: await createMember(t, { role: ROLE.admin, operatorRole: 'support', fullName: 'Fuzz Support' }),
    content: await createMember(t, { role: ROLE.admin, operatorRole: 'content', fullName: 'Fuzz Content' }),
  };
  // The second owner, outside the run's roles: approves what the restore loosens back (a guarded setting).
  const secondOwner = await createMember(t, { role: ROLE.admin, fullName: 'Fuzz Second Owner' });
  const packages: [string, string] = [
    await createPackage(t, operator, { title: 'Fuzz income', price: 1000, yield: 100, maturity: 1 }),
    await createPackage(t, operator, { title: 'Fuzz hold', price: 50, yield: 1, maturity: 365 }),
  ];
  pools.package.push(...packages);
  pools.prices.set(packages[0], 1000).set(packages[1], 50);

  const upline = await createMember(t, { fullName: 'Fuzz Upline' });
  const member = await createMember(t, { sponsorId: upline.id, fullName: 'Fuzz Member' });
  const vendor = await createMember(t, { sponsorId: upline.id, role: ROLE.vendor, fullName: 'Fuzz Vendor' });
  const accounts: Record<SignedRole, Account> = { member, vendor, operator: operatorAccount, ...roleAccounts };
  const tokens: Record<SignedRole, string> = {
    member: await loginToken(t, member),
    vendor: await loginToken(t, vendor),
    operator,
    finance: await operatorToken(t, roleAccounts.finance),
    support: await operatorToken(t, roleAccounts.support),
    content: await operatorToken(t, roleAccounts.content),
  };
  const secondOperator = tokens.finance;
  await furnish(
    t,
    { side: 'member', token: tokens.member, email: member.email, operator, secondOperator, packages },
    pools,
  );
  await furnish(
    t,
    { side: 'vendor', token: tokens.vendor, email: vendor.email, operator, secondOperator, packages },
    pools,
  );

  pools.emails.push(member.email, vendor.email, operatorAccount.email, upline.email);
  for (const account of [upline, member, vendor]) if (account.referId) pools.referralCodes.push(account.referId);
  const sessions = new Sessions(t, accounts, tokens);
  const settings = await call(t, routes.adminSettings, { token: operator });
  if (settings.status !== 200) throw new Error(`fuzz setup: settings answered ${settings.status}`);
  const current: Record<string, unknown> = dataOf(settings);
  const initialSettings = Object.fromEntries(options.settingsFields.map((field) => [field, current[field]]));
  // A generated settings body is nearly never valid in every field: saves an owner would make, tightening (applied
  // at once), loosening (kept for a second owner, 202) and both at once.
  pools.examples.set(routeKey(routes.adminSettingsUpdate), [
    { companyName: 'Fuzz Club' },
    { payoutApprovalAbove: 500 },
    { payoutApprovalAbove: 5000 },
    { newAddressHoldHours: 48 },
    { kycRequiredForWithdrawal: true },
    { transfersEnabled: !current.transfersEnabled },
    { withdrawalMinimum: 10, withdrawalDailyLimit: 200_000_000 },
  ]);
  const initialPackages: [string, Record<string, unknown>][] = [
    [packages[0], { title: 'Fuzz income', price: 1000, yield: 100, maturity: 1, status: 'active' }],
    [packages[1], { title: 'Fuzz hold', price: 50, yield: 1, maturity: 365, status: 'active' }],
  ];

  // Fuzzed operator calls may raise the minimums past every wallet or switch the packages off; left so, the rest
  // of the run would only ever hear "below the minimum". The operator puts things back from time to time.
  async function restore() {
    // A fuzzed update may have required two-factor of operators; the run's operator has no authenticator app, so
    // every console call but setting one up would answer 403. The database's owner takes the requirement back.
    await t.ctx.db.execute(sql`delete from settings where key = 'operatorTwoFactorRequired'`);
    forgetSettings(t.ctx.db);
    type Answer = { status: number; body: { message: string; pendingChange?: { _id: string } } };
    const asOperator = async (what: string, send: (token?: string) => Promise<Answer>, accepted = [200]) => {
      let answer = await send(sessions.token('operator'));
      if (answer.status === 401) {
        await sessions.renew('operator');
        answer = await send(sessions.token('operator'));
      }
      if (!accepted.includes(answer.status))
        throw new Error(`fuzz restore: ${what} answered ${answer.status} ${answer.body.message}`);
      return answer;
    };
    const settingsUpdate = routes.adminSettingsUpdate;
    const saved = await asOperator(
      settingsUpdate.path,
      (token) => call(t, settingsUpdate, { body: initialSettings, token }),
      [200, 202],
    );
    // Putting back a control the run tightened loosens it: the second owner approves that part.
    if (saved.body.pendingChange) await approveAsSecondOwner(saved.body.pendingChange._id);
    for (const [id, terms] of initialPackages) {
      const params = { _id: id };
      // Terms a fuzzed call left waiting apply only on a second owner's approval (docs/decisions/035-dual-control.md).
      const restored = await asOperator(
        pathWith(routes.adminPackageUpdate.path, params),
        (token) => call(t, routes.adminPackageUpdate, { params, body: terms, token }),
        [200, 202],
      );
      if (restored.body.pendingChange) await approveAsSecondOwner(restored.body.pendingChange._id);
      pools.prices.set(id, terms.price as number);
    }
  }
  let secondOwnerToken: string | undefined;
  async function approveAsSecondOwner(_id: string) {
    const approve = async (fresh: boolean) => {
      if (fresh || !secondOwnerToken) secondOwnerToken = await operatorToken(t, secondOwner);
      return call(t, routes.adminSettingChangeApprove, { params: { _id }, token: secondOwnerToken });
    };
    let approved = await approve(false);
    // The run moves the clock by days: the second owner's session may have ended since the last restore.
    if (approved.status === 401) approved = await approve(true);
    if (approved.status !== 200) {
      throw new Error(
        `fuzz restore: approving the settings change answered ${approved.status} ${approved.body.message}`,
      );
    }
  }
  return { sessions, pools, restore };
}
