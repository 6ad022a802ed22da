import { ROLE, routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from '../src/ledger/accounts';
import { checkLedger } from '../src/ledger/check';
import { post } from '../src/ledger/post';
import { call, createMember, operatorToken, signedInMember, useTestApp } from './helper';

// ledger:check holds each member's income wallet to what explains it (src/ledger/income-wallet.ts), the figures
// /assets shows, and the income rollup to every income and every credited bonus. Each case breaks the books by hand,
// as a faulty release or a manual edit would, and mends them after the check.

const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
});

async function memberWithBonus(amount: string) {
  const member = await signedInMember(t);
  const credited = await call(t, routes.adminMemberAdjust, {
    params: { _id: member.id },
    body: { wallet: 'income', amount, reason: 'Top seller', kind: 'bonus' },
    token: operator,
  });
  expect(credited.status, credited.body.message).toBe(200);
  return member;
}

const rulesOf = async () => (await checkLedger(t.ctx.db)).map((problem) => problem.rule);

describe('ledger check: the income wallet and the income rollup', () => {
  it('finds nothing wrong with a bonus as the console credits it', async () => {
    await memberWithBonus('20');
    expect(await checkLedger(t.ctx.db)).toEqual([]);
  });

  it('reports a bonus missing from the income rollup, and the wallet it no longer explains', async () => {
    const member = await memberWithBonus('12.5');
    await t.ctx.db.execute(sql`delete from income_daily where user_id = ${member.id} and kind = 'bonus'`);
    try {
      const problems = await checkLedger(t.ctx.db);
      expect(problems).toEqual([
        {
          rule: 'income-rollup-equals-incomes',
          row: expect.objectContaining({ user_id: member.id, kind: 'bonus', rolled: '0', paid: '12500000' }),
        },
        {
          rule: 'income-wallet-explained',
          row: { owner_id: member.id, posted: '12500000', explained: '0' },
        },
      ]);
    } finally {
      await t.ctx.db.execute(
        sql`insert into income_daily (user_id, kind, day, amount_micros, income_count)
            values (${member.id}, 'bonus', '2026-11-21', 12500000, 1)`,
      );
    }
    expect(await rulesOf()).toEqual([]);
  });

  it('reports money in an income wallet that no income, withdrawal, transfer or adjustment explains', async () => {
    const member = await signedInMember(t);
    const lines = async (sign: bigint) => [
      {
        accountId: await memberAccountId(t.ctx.db, { userId: member.id, wallet: MEMBER_WALLET.income }),
        amountMicros: sign * 5_000_000n,
      },
      { accountId: await platformAccountId(t.ctx.db, PLATFORM_ACCOUNT.incomesPaid), amountMicros: sign * -5_000_000n },
    ];
    const now = t.clock.now();
    await post(t.ctx.db, {
      kind: 'unexplained',
      idempotencyKey: `unexplained:${member.id}`,
      lines: await lines(1n),
      now,
    });
    try {
      expect(await checkLedger(t.ctx.db)).toEqual([
        { rule: 'income-wallet-explained', row: { owner_id: member.id, posted: '5000000', explained: '0' } },
      ]);
    } finally {
      await post(t.ctx.db, {
        kind: 'unexplained',
        idempotencyKey: `mended:${member.id}`,
        lines: await lines(-1n),
        now,
      });
    }
    expect(await rulesOf()).toEqual([]);
  });
});
