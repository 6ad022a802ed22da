import { ROLE } from '@app/contract';
import {
  createMember,
  createPackage,
  get,
  loginToken,
  nextClientIp,
  operatorToken,
  post,
  randomTxHash,
  readLatestOtp,
  type TestContext,
} from '../test/helper';
import { type Account, Sessions, type SignedRole } from './harness';
import { ADDRESS, emptyPools, type Pools, remember } from './values';

async function ok(
  response: Promise<{ status: number; body: Record<string, unknown> & { message: string } }>,
  what: string,
) {
  const { status, body } = await response;
  if (status !== 200) throw new Error(`fuzz setup: ${what} answered ${status} ${body.message}`);
  return body.data as { _id: string };
}

/**
 * Gives one account (member or vendor) a record of every kind in every state the operator and member calls act
 * on: an approved and a pending deposit, an income and a held order, a pending and an unverified withdrawal and
 * an unverified capital withdrawal.
 */
async function furnish(
  t: TestContext,
  options: { prefix: string; token: string; email: string; operator: string; packages: [string, string] },
  pools: Pools,
) {
  const { prefix, token, email, operator } = options;
  const funded = await ok(
    post(t, `${prefix}/addfund`, { amount: 5000, transaction_id: randomTxHash() }, token),
    'deposit to approve',
  );
  await ok(post(t, `/adminApi/deposits/${funded._id}/approve`, {}, operator), 'deposit approval');
  const hash = randomTxHash();
  const pending = await ok(
    post(t, `${prefix}/addfund`, { amount: 60, transaction_id: hash }, token),
    'pending deposit',
  );
  remember(pools.deposit, funded._id);
  remember(pools.deposit, pending._id);
  remember(pools.usedHashes, hash);

  const [incomePackage, holdPackage] = options.packages;
  const buy = (packageId: string, amount: number) =>
    ok(post(t, `${prefix}/purchasePackage`, { packageId, amount, payment_mode_name: 'wallet' }, token), 'purchase');
  remember(pools.order, (await buy(incomePackage, 1000))._id);
  const held = await buy(holdPackage, 50);
  remember(pools.order, held._id);
  const claim = await get(t, `${prefix}/invetPamentsettelByday`, token);
  if (claim.status !== 200) throw new Error(`fuzz setup: claim answered ${claim.status} ${claim.body.message}`);

  const request = async (amount: number) => {
    const made = await ok(
      post(t, `${prefix}/Withdrawalsrequset`, { address: ADDRESS, amount }, token, nextClientIp()),
      'withdrawal request',
    );
    remember(pools.withdrawal, made._id);
    return { _id: made._id, otp: await readLatestOtp(t, email) };
  };
  const first = await request(40);
  await ok(
    post(t, `${prefix}/WithdrawalsrequsetVerify`, { address: ADDRESS, amount: 40, ...first }, token),
    'withdrawal verify',
  );
  const second = await request(35);
  pools.flows.set(`POST ${prefix}/WithdrawalsrequsetVerify`, [{ address: ADDRESS, amount: 35, ...second }]);

  const capital = await ok(
    post(t, `${prefix}/packageWithdrawal`, { address: ADDRESS, packageId: held._id }, token, nextClientIp()),
    'capital withdrawal request',
  );
  remember(pools.withdrawal, capital._id);
  pools.flows.set(`POST ${prefix}/packageWithdrawalVerify`, [
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
  const operatorAccount = await createMember(t, { role: ROLE.admin, fullName: 'Fuzz Operator' });
  const operator = await operatorToken(t, operatorAccount);
  const packages: [string, string] = [
    await createPackage(t, operator, { title: 'Fuzz income', price: 1000, yield: 100, maturity: 1 }),
    await createPackage(t, operator, { title: 'Fuzz hold', price: 50, yield: 1, maturity: 365 }),
  ];
  pools.package.push(...packages);
  pools.prices.set(packages[0], 1000).set(packages[1], 50);

  const upline = await createMember(t, { fullName: 'Fuzz Upline' });
  const member = await createMember(t, { sponsorId: upline.id, fullName: 'Fuzz Member' });
  const vendor = await createMember(t, { sponsorId: upline.id, role: ROLE.vendor, fullName: 'Fuzz Vendor' });
  const accounts: Record<SignedRole, Account> = { member, vendor, operator: operatorAccount };
  const tokens: Record<SignedRole, string> = {
    member: await loginToken(t, member),
    vendor: await loginToken(t, vendor),
    operator,
  };
  await furnish(t, { prefix: '/sellerApi', token: tokens.member, email: member.email, operator, packages }, pools);
  await furnish(t, { prefix: '/vendorApi', token: tokens.vendor, email: vendor.email, operator, packages }, pools);

  pools.emails.push(member.email, vendor.email, operatorAccount.email, upline.email);
  for (const account of [upline, member, vendor]) if (account.referId) pools.referralCodes.push(account.referId);
  const sessions = new Sessions(t, accounts, tokens);
  const settings = await get(t, '/adminApi/settings', operator);
  if (settings.status !== 200) throw new Error(`fuzz setup: settings answered ${settings.status}`);
  const current = settings.body.data as Record<string, unknown>;
  const initialSettings = Object.fromEntries(options.settingsFields.map((field) => [field, current[field]]));
  const initialPackages: [string, Record<string, unknown>][] = [
    [packages[0], { title: 'Fuzz income', price: 1000, yield: 100, maturity: 1, status: 'active' }],
    [packages[1], { title: 'Fuzz hold', price: 50, yield: 1, maturity: 365, status: 'active' }],
  ];

  // Fuzzed operator calls may raise the minimums past every wallet or switch the packages off; left so, the rest
  // of the run would only ever hear "below the minimum". The operator puts things back from time to time.
  async function restore() {
    const send = async (url: string, body: unknown) => {
      let answer = await post(t, url, body, sessions.token('operator'));
      if (answer.status === 401) {
        await sessions.renew('operator');
        answer = await post(t, url, body, sessions.token('operator'));
      }
      if (answer.status !== 200)
        throw new Error(`fuzz restore: ${url} answered ${answer.status} ${answer.body.message}`);
    };
    await send('/adminApi/settings', initialSettings);
    for (const [id, terms] of initialPackages) {
      await send(`/adminApi/packages/${id}`, terms);
      pools.prices.set(id, terms.price as number);
    }
  }
  return { sessions, pools, restore };
}
