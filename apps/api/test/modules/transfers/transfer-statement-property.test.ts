import { routes } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transfers } from '../../../src/db/schema';
import { call, dataOf, expectLedgerClean, newOperatorToken, signedInMember, useTestApp } from '../../helper';
import { creditIncome, newTransferWindow, requestTransfer, verifyTransfer } from '../../transfer-kit';
import { ADDRESS, newRequestWindow, pendingWithdrawal, requestWithdrawal } from '../../withdrawal-kit';

// Random sequences of money moves between two members; after each run the statement of every wallet ends on the
// wallet's balance and its rows add up. A seeded generator keeps a failure reproducible.
const t = useTestApp();

type Member = Awaited<ReturnType<typeof signedInMember>>;

function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

async function wallets(member: Member) {
  const profile = dataOf(await call(t, routes.profile.member, { token: member.token }));
  return { deposit: profile.balance, income: profile.earningbalance };
}

async function statementRows(member: Member, wallet: 'deposit' | 'income') {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const answer = dataOf(await call(t, routes.statement.member, { query: { wallet, page }, token: member.token }));
    rows.push(...answer.docs);
    if (page >= answer.totalPages) return rows;
  }
}

const micros = (usdt: number) => Math.round(usdt * 1_000_000);

async function expectStatementsReconcile(member: Member) {
  const balances = await wallets(member);
  for (const wallet of ['deposit', 'income'] as const) {
    const rows = await statementRows(member, wallet);
    expect(micros(rows[0]?.balance ?? 0), `${wallet} statement ends on the wallet`).toBe(micros(balances[wallet]));
    // Oldest first, each balance is the previous one plus the row's amount.
    let running = 0;
    for (const row of [...rows].reverse()) {
      running += micros(row.amount);
      expect(micros(row.balance)).toBe(running);
    }
  }
}

describe('statements after random operations', () => {
  it.each([1, 2, 3])('seed %i: both statements end on the wallets', async (seed) => {
    const random = generator(seed * 7919);
    const operator = await newOperatorToken(t);
    const members = [await signedInMember(t), await signedInMember(t)] as [Member, Member];
    for (const member of members) await creditIncome(t, { memberId: member.id, operator, amount: '200' });
    for (let step = 0; step < 25; step += 1) {
      const who = random(2);
      const member = members[who] as Member;
      const other = members[1 - who] as Member;
      const amount = `${1 + random(60)}.${String(random(1_000_000)).padStart(6, '0')}`;
      await newTransferWindow(t);
      await newRequestWindow(t);
      switch (random(5)) {
        case 0:
        case 1: {
          // A transfer; it may be refused for the balance at either step, which must move nothing.
          const balance = (await wallets(member)).income;
          if (Number(amount) > balance) break;
          const { id, otp } = await requestTransfer(t, { sender: member, receiverUid: String(other.referId), amount });
          if (random(4) === 0) await pendingWithdrawal(t, { member, amount: Math.min(30, balance) }).catch(() => {});
          await verifyTransfer(t, { token: member.token, id, otp });
          break;
        }
        case 2: {
          // A withdrawal hold from the income wallet, left pending.
          if ((await wallets(member)).income >= 30) await pendingWithdrawal(t, { member, amount: 30 });
          break;
        }
        case 3: {
          // A withdrawal rejected by an operator: the amount comes back.
          if ((await wallets(member)).income < 30) break;
          const id = await pendingWithdrawal(t, { member, amount: 30 });
          await call(t, routes.adminWithdrawalReject, {
            params: { _id: id },
            body: { reason: 'Property test' },
            token: operator,
          });
          break;
        }
        default: {
          // An operator's adjustment of either wallet, or an unverified withdrawal that never holds anything.
          if (random(2) === 0) {
            await creditIncome(t, { memberId: member.id, operator, amount });
          } else if ((await wallets(member)).income >= 30) {
            await requestWithdrawal(t, { member, amount: 30, address: ADDRESS });
          }
        }
      }
    }
    for (const member of members) await expectStatementsReconcile(member);
    const moved = await t.ctx.db
      .select()
      .from(transfers)
      .where(
        and(
          inArray(
            transfers.senderId,
            members.map((member) => member.id),
          ),
          eq(transfers.status, 'success'),
        ),
      );
    expect(moved.length, 'the sequence made transfers').toBeGreaterThan(0);
    await expectLedgerClean(t);
  });
});
