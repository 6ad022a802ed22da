import type { EntryKind } from '@app/contract';
import { ROLE, routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from '../../src/ledger/accounts';
import { checkLedger } from '../../src/ledger/check';
import { call, createMember, createPackage, fundMember, operatorToken, signedInMember, useTestApp } from '../helper';
import { postMovement } from '../post-kit';

/** A kind outside the chart of movements, as a faulty writer would post. */
const UNEXPLAINED = 'unexplained' as EntryKind;

// ledger:check holds each member's income and deposit wallets to what explains them (src/ledger/income-wallet.ts,
// src/ledger/deposit-wallet.ts), the figures /assets shows, and the income rollup to every income and every credited bonus. Each case breaks the books by hand,
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

describe('ledger check: the wallets and the income rollup', () => {
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
          rule: 'income-totals-equal-rollup',
          row: { user_id: member.id, kind: 'bonus', total: '12500000', days: '0' },
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

  it("reports a member's income total by kind that its days do not add up to", async () => {
    const member = await memberWithBonus('3');
    const shift = (delta: number) =>
      t.ctx.db.execute(
        sql`update income_totals set amount_micros = amount_micros + ${delta}
            where user_id = ${member.id} and kind = 'bonus'`,
      );
    await shift(1);
    try {
      expect(await checkLedger(t.ctx.db)).toEqual([
        {
          rule: 'income-totals-equal-rollup',
          row: { user_id: member.id, kind: 'bonus', total: '3000001', days: '3000000' },
        },
      ]);
    } finally {
      await shift(-1);
    }
    expect(await rulesOf()).toEqual([]);
  });

  it("reports a member's figure its records do not add up to, and a figure of no known name", async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 40 });
    const shift = (delta: number) =>
      t.ctx.db.execute(
        sql`update member_figures set amount_micros = amount_micros + ${delta}
            where user_id = ${member.id} and figure = 'deposit.deposits'`,
      );
    await shift(1);
    await t.ctx.db.execute(
      sql`insert into member_figures (user_id, figure, amount_micros) values (${member.id}, 'deposit.gifts', 0)`,
    );
    try {
      expect(await checkLedger(t.ctx.db)).toEqual([
        {
          rule: 'member-figures-equal-records',
          row: { user_id: member.id, wallet: 'deposit', figure: null },
        },
        { rule: 'member-figures-equal-records', row: { user_id: member.id, wallet: null, figure: 'deposit.gifts' } },
      ]);
    } finally {
      await shift(-1);
      await t.ctx.db.execute(sql`delete from member_figures where figure = 'deposit.gifts'`);
    }
    expect(await rulesOf()).toEqual([]);
  });

  it.each([
    {
      wallet: MEMBER_WALLET.income,
      rule: 'income-wallet-explained',
      records: 'income, withdrawal, transfer or adjustment',
    },
    {
      wallet: MEMBER_WALLET.deposit,
      rule: 'deposit-wallet-explained',
      records: 'deposit, order, transfer or adjustment',
    },
  ] as const)('reports money in a $wallet wallet that no $records explains', async ({ wallet, rule }) => {
    const member = await signedInMember(t);
    const lines = async (sign: bigint) => [
      {
        accountId: await memberAccountId(t.ctx.db, { userId: member.id, wallet }),
        amountMicros: sign * 5_000_000n,
      },
      { accountId: await platformAccountId(t.ctx.db, PLATFORM_ACCOUNT.incomesPaid), amountMicros: sign * -5_000_000n },
    ];
    const now = t.clock.now();
    await postMovement(t.ctx.db, {
      kind: UNEXPLAINED,
      idempotencyKey: `unexplained:${member.id}`,
      lines: await lines(1n),
      now,
    });
    try {
      expect(await checkLedger(t.ctx.db)).toEqual([
        { rule, row: { owner_id: member.id, posted: '5000000', explained: '0' } },
      ]);
    } finally {
      await postMovement(t.ctx.db, {
        kind: UNEXPLAINED,
        idempotencyKey: `mended:${member.id}`,
        lines: await lines(-1n),
        now,
      });
    }
    expect(await rulesOf()).toEqual([]);
  });

  it("reports a deposit wallet whose order's handling fee was changed by hand", async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 40 });
    const packageId = await createPackage(t, operator, {
      title: 'Fee check',
      price: 30,
      yield: 1,
      maturity: 30,
      handlingFee: 10,
    });
    const bought = await call(t, routes.purchasePackage.member, {
      body: { packageId, amount: 30, payment_mode_name: 'wallet' },
      token: member.token,
    });
    expect(bought.status).toBe(200);
    expect(await rulesOf()).toEqual([]);
    await t.ctx.db.execute(sql`update orders set handling_fee_micros = 0 where user_id = ${member.id}`);
    try {
      // The fee the member's figures kept no longer matches the order either.
      expect(await checkLedger(t.ctx.db)).toEqual([
        {
          rule: 'member-figures-equal-records',
          row: { user_id: member.id, wallet: 'deposit', figure: null },
        },
        { rule: 'deposit-wallet-explained', row: { owner_id: member.id, posted: '7000000', explained: '10000000' } },
      ]);
    } finally {
      await t.ctx.db.execute(sql`update orders set handling_fee_micros = 3000000 where user_id = ${member.id}`);
    }
    expect(await rulesOf()).toEqual([]);
  });
});
