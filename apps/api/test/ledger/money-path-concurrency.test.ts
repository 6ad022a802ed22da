import { routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query';
import { checkTeamStats } from '../../src/modules/team/team-check';
import {
  call,
  createPackage,
  dataOf,
  fundMember,
  newOperatorToken,
  randomTxHash,
  signedInMember,
  useTestApp,
} from '../helper';
import { earnIncome, pendingWithdrawal, requestWithdrawal } from '../withdrawal-kit';

// No lock is shared by all money transactions any more: each locks its own rows, the team counters and the
// balances in one order. This load mixes every kind at once over one referral tree, so uplines' counters
// and wallets are hit from many sides; on PostgreSQL (TEST_DATABASE_URL) the requests run on separate
// connections at once, and the server's own deadlock counter must not move.
const t = useTestApp();
let operator: string;
let packages: string[];

beforeAll(async () => {
  operator = await newOperatorToken(t);
  packages = [
    await createPackage(t, operator, { title: 'Mixed A', price: 50, yield: 1, maturity: 1 }),
    await createPackage(t, operator, { title: 'Mixed B', price: 50, yield: 2, maturity: 30 }),
    await createPackage(t, operator, { title: 'Mixed C', price: 50, yield: 3, maturity: 30 }),
  ];
});

async function deadlocks(): Promise<number | null> {
  if (!process.env.TEST_DATABASE_URL) return null;
  // Backends report their counters to the statistics about once a second.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await t.ctx.db.execute(sql`select pg_stat_clear_snapshot()`);
  const [row] = await queryRows<{ deadlocks: string }>(
    t.ctx.db,
    sql`select deadlocks::text from pg_stat_database where datname = current_database()`,
  );
  return Number(row?.deadlocks ?? 0);
}

describe('a mixed concurrent load on one referral tree', () => {
  it('answers every call, deadlocks nowhere, and leaves the ledger and the team counters exact', async () => {
    // A tree three wide and four deep: every purchase moves counters of up to three uplines.
    const members: Awaited<ReturnType<typeof signedInMember>>[] = [];
    for (let index = 0; index < 13; index += 1) {
      const sponsor = index === 0 ? null : members[Math.floor((index - 1) / 3)];
      const member = await signedInMember(t, { sponsorId: sponsor?.id ?? null });
      await fundMember(t, { token: member.token, operator, amount: 200 });
      await call(t, routes.purchasePackage.member, {
        token: member.token,
        body: { packageId: packages[0], amount: 50, payment_mode_name: 'wallet' },
      });
      members.push(member);
    }
    // Income to withdraw, a pending withdrawal the operator rejects while the member verifies another (a
    // notification naming the member meets the member's own row lock), and that request waiting for its code.
    const requests = [];
    const toReject = [];
    for (const member of members.slice(0, 6)) {
      await earnIncome(t, { member, operator, amount: 70 });
      toReject.push(await pendingWithdrawal(t, { member, amount: 30 }));
      requests.push({ member, ...(await requestWithdrawal(t, { member, amount: 30 })) });
    }
    const deposits = [];
    for (const member of members) {
      const submitted = await call(t, routes.addFund.member, {
        token: member.token,
        body: { amount: 60, transaction_id: randomTxHash() },
      });
      deposits.push(dataOf(submitted)._id);
    }
    const before = await deadlocks();

    const answers = await Promise.all([
      ...members.flatMap((member, index) => [
        call(t, routes.purchasePackage.member, {
          token: member.token,
          body: { packageId: packages[1 + (index % 2)], amount: 50, payment_mode_name: 'wallet' },
        }),
        call(t, routes.claimProfit.member, { token: member.token }),
      ]),
      ...deposits.map((id) => call(t, routes.adminDepositApprove, { token: operator, params: { _id: id } })),
      ...requests.map(({ member, id, otp }) =>
        call(t, routes.withdrawalVerify.member, {
          token: member.token,
          body: { address: '0x52908400098527886E0F7030069857D2E4169EE7', amount: 30, otp, _id: id },
        }),
      ),
      ...toReject.map((id) =>
        call(t, routes.adminWithdrawalReject, { token: operator, params: { _id: id }, body: { reason: 'mixed load' } }),
      ),
      call(t, routes.adminSettlementRun, { token: operator }),
      call(t, routes.adminSettlementRun, { token: operator }),
    ]);

    const failed = answers.filter((answer) => answer.status >= 500);
    expect(failed.map((answer) => answer.body.message)).toEqual([]);
    // A claim may find its orders paid by a settlement run (409); everything else goes through.
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 409)).toEqual([]);
    const purchases = answers.slice(0, members.length * 2).filter((_, index) => index % 2 === 0);
    expect(purchases.every((answer) => answer.status === 200)).toBe(true);
    if (before !== null) expect(await deadlocks()).toBe(before);
    expect(await checkTeamStats(t.ctx.db)).toEqual([]);
  }, 120_000);
});
