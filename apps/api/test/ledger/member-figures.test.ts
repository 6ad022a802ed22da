import { readFileSync } from 'node:fs';
import { routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query';
import { checkLedger } from '../../src/ledger/check';
import { call, createPackage, newOperatorToken, signedInMember, useTestApp } from '../helper';
import { completedTransfer } from '../transfer-kit';
import {
  earnIncome,
  fundAndBuy,
  listWithdrawals,
  newRequestWindow,
  reviewWithdrawal,
  withdrawCapital,
  withdrawIncome,
} from '../withdrawal-kit';

// A member's figures (src/ledger/member-figures.ts) are written by the statements that post each movement, and the
// migration that introduced them adds them up from the records (docs/decisions/024-read-figures.md): both must give
// what the records say, for every kind of movement a member's wallets see.

const t = useTestApp();
let operator: string;
type Member = Awaited<ReturnType<typeof signedInMember>>;

const figuresOf = async (userId: string) =>
  Object.fromEntries(
    (
      await queryRows<{ figure: string; amount: string }>(
        t.ctx.db,
        sql`select figure, amount_micros::text as amount from member_figures where user_id = ${userId}
            order by figure`,
      )
    ).map((row) => [row.figure, Number(row.amount) / 1_000_000]),
  );

const allFigures = () =>
  queryRows<{ user_id: string; figure: string; amount: string }>(
    t.ctx.db,
    sql`select user_id, figure, amount_micros::text as amount from member_figures order by user_id, figure`,
  );

const adjust = (member: Member, body: { wallet: string; amount: string; reason: string; kind?: string }) =>
  call(t, routes.adminMemberAdjust, { params: { _id: member.id }, body, token: operator });

let member: Member;
let receiver: Member;

beforeAll(async () => {
  operator = await newOperatorToken(t);
  member = await signedInMember(t);
  receiver = await signedInMember(t);
  const order = await earnIncome(t, { member, operator, amount: 100 });
  for (const body of [
    { wallet: 'income', amount: '12.5', reason: 'Top seller', kind: 'bonus' },
    { wallet: 'income', amount: '-2', reason: 'Duplicate credit' },
    { wallet: 'deposit', amount: '3', reason: 'Deposit fee refund' },
  ]) {
    expect((await adjust(member, body)).status).toBe(200);
  }
  await completedTransfer(t, { sender: member, receiverUid: receiver.referId ?? '', amount: 10 });
  await withdrawIncome(t, { member, operator, amount: 40, outcome: 'pay' });
  await withdrawIncome(t, { member, operator, amount: 30, outcome: 'reject' });
  await withdrawIncome(t, { member, operator, amount: 31 });
  await newRequestWindow(t);
  await withdrawCapital(t, member, order);
  const [capital] = (await listWithdrawals(t, member.token, { status: 'pending' })).docs.filter(
    (row) => row.orderId === order,
  );
  await reviewWithdrawal(t, { operator, withdrawalId: capital?._id ?? '', outcome: 'reject' });
  const packageId = await createPackage(t, operator, {
    title: 'Figures Fee Pack',
    price: 50,
    yield: 1,
    maturity: 30,
    handlingFee: 2, // percent: 1 USDT on 50
  });
  await newRequestWindow(t);
  await withdrawCapital(t, member, await fundAndBuy(t, { member, operator, packageId, price: 50 }));
});

describe("a member's figures", () => {
  it('follow every movement as the statements post it', async () => {
    expect(await figuresOf(member.id)).toEqual({
      'deposit.corrections': 3,
      'deposit.deposits': 150,
      'deposit.fees': 1,
      'deposit.purchases': 150,
      'income.capital_pending': 50,
      'income.capital_returned': 100,
      'income.corrections': -2,
      'income.transfers_sent': 10,
      'income.withdrawals_paid': 40,
      'income.withdrawals_pending': 31,
    });
    expect(await figuresOf(receiver.id)).toEqual({ 'deposit.transfers_received': 10 });
    expect(await checkLedger(t.ctx.db)).toEqual([]);
  });

  it('are what the migration adds up from the records', async () => {
    const written = await allFigures();
    const migration = readFileSync(new URL('../../src/db/migrations/0038_member_figures.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('INSERT INTO "member_figures"');
    await t.ctx.db.execute(sql`delete from member_figures`);
    await t.ctx.db.execute(sql.raw(backfill));
    // A figure that went back to zero (capital paid, say) is a row of zero when written and no row when added up.
    const nonZero = (rows: typeof written) => rows.filter((row) => row.amount !== '0');
    expect(nonZero(await allFigures())).toEqual(nonZero(written));
  });
});
