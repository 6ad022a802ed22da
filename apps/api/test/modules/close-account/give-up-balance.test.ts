import { accountCloseGiveUpMessage, MSG, routes } from '@app/contract';
import { MESSAGE_TABLES, translateMessage } from '@app/contract/i18n';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, givenUpBalances, journalEntries, users } from '../../../src/db/schema';
import { MEMBER_WALLET, memberBalances, PLATFORM_ACCOUNT } from '../../../src/ledger/accounts';
import { platformBalances } from '../../../src/ledger/platform-balances';
import { call, createPackage, newOperatorToken, nextClientIp, signedInMember, useTestApp } from '../../helper';
import { creditIncome } from '../../transfer-kit';
import { fundAndBuy } from '../../withdrawal-kit';

// docs/product.md#closing-an-account: what is left under the withdrawal minimum (30 USDT by default) may be given up.
const t = useTestApp();

let operator: string;
beforeAll(async () => {
  operator = await newOperatorToken(t);
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

const close = (member: Member, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call(t, routes.closeAccount, {
    body: { password: member.password, ...body },
    token: member.token,
    ip: nextClientIp(),
    headers,
  });

async function credit(member: Member, wallet: 'income' | 'deposit', amount: string) {
  if (wallet === 'income') return creditIncome(t, { memberId: member.id, operator, amount });
  const answer = await call(t, routes.adminMemberAdjust, {
    params: { _id: member.id },
    body: { wallet, amount, reason: 'Close test' },
    token: operator,
  });
  expect(answer.status, answer.body.message).toBe(200);
}

const giveUpEntries = (userId: string) =>
  t.ctx.db
    .select({ key: journalEntries.idempotencyKey })
    .from(journalEntries)
    .where(
      sql`${journalEntries.kind} = 'account:give-up' and ${journalEntries.idempotencyKey} like ${`give-up:${userId}:%`}`,
    );

const closedAt = async (userId: string) =>
  (await t.ctx.db.select({ at: users.closedAt }).from(users).where(eq(users.id, userId)))[0]?.at ?? null;

describe('closing with a balance under the withdrawal minimum', () => {
  it('names the amount to the cent and the minimum, in the reader language, and changes nothing', async () => {
    const member = await signedInMember(t);
    await credit(member, 'income', '0.5');
    await credit(member, 'deposit', '0.25');
    const refused = await close(member);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message: accountCloseGiveUpMessage(750_000n, '30') });
    expect(refused.body.message).toContain('0.75 USDT');
    const spanish = await close(member, {}, { 'accept-language': 'es' });
    expect(spanish.body.message).toBe(translateMessage(accountCloseGiveUpMessage(750_000n, '30'), 'es'));
    expect(spanish.body.message).toContain('Quedan 0.75 USDT');
    // Said false is not said.
    expect((await close(member, { giveUpBalance: false })).status).toBe(409);
    expect(await closedAt(member.id)).toBeNull();
    expect(await giveUpEntries(member.id)).toEqual([]);
  });

  it('gives up both wallets, each as its own entry to the platform, recorded and audited, and closes', async () => {
    const member = await signedInMember(t);
    await credit(member, 'income', '0.504321');
    await credit(member, 'deposit', '12');
    const before = (await platformBalances(t.ctx.db)).get(PLATFORM_ACCOUNT.balancesGivenUp) ?? 0n;

    const closed = await close(member, { giveUpBalance: true });
    expect(closed.status, closed.body.message).toBe(200);
    expect(closed.body.message).toBe(MSG.accountClosed);

    expect(await memberBalances(t.ctx.db, member.id)).toEqual({
      [MEMBER_WALLET.deposit]: 0n,
      [MEMBER_WALLET.income]: 0n,
    });
    expect((await giveUpEntries(member.id)).map((row) => row.key).sort()).toEqual([
      `give-up:${member.id}:deposit`,
      `give-up:${member.id}:income`,
    ]);
    const rows = await t.ctx.db.select().from(givenUpBalances).where(eq(givenUpBalances.userId, member.id));
    expect(rows.map((row) => [row.wallet, row.amountMicros]).sort()).toEqual([
      ['deposit', 12_000_000n],
      ['income', 504_321n],
    ]);
    const after = (await platformBalances(t.ctx.db)).get(PLATFORM_ACCOUNT.balancesGivenUp) ?? 0n;
    expect(after - before).toBe(12_504_321n);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, member.id), eq(auditLog.action, 'member.close')));
    expect(audit?.details).toMatchObject({ givenUpMicros: '12504321' });
  });

  it('refuses to give up what could be withdrawn, and gives up nothing when another reason stands', async () => {
    const rich = await signedInMember(t);
    await credit(rich, 'income', '0.5');
    await credit(rich, 'deposit', '30');
    const refused = await close(rich, { giveUpBalance: true });
    expect(refused.body.message).toBe(MSG.accountCloseBalance);
    expect(await giveUpEntries(rich.id)).toEqual([]);

    const holder = await signedInMember(t);
    const packageId = await createPackage(t, operator, { title: 'Give up A', price: 100, yield: 10, maturity: 5 });
    await fundAndBuy(t, { member: holder, operator, packageId, price: 100 });
    await credit(holder, 'income', '1');
    const held = await close(holder, { giveUpBalance: true });
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(MSG.accountCloseActivePackage);
    // Without saying so, both reasons, in the member's language.
    const hindi = await close(holder, {}, { 'accept-language': 'hi' });
    expect(hindi.body.message).toBe(
      [
        translateMessage(accountCloseGiveUpMessage(1_000_000n, '30'), 'hi'),
        MESSAGE_TABLES.hi.MSG.accountCloseActivePackage,
      ].join(' '),
    );
    expect(await giveUpEntries(holder.id)).toEqual([]);
    expect((await memberBalances(t.ctx.db, holder.id))[MEMBER_WALLET.income]).toBe(1_000_000n);
  });

  it('two closings at once give up the balance once', async () => {
    const member = await signedInMember(t);
    await credit(member, 'income', '2.5');
    const answers = await Promise.all([close(member, { giveUpBalance: true }), close(member, { giveUpBalance: true })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(await giveUpEntries(member.id)).toHaveLength(1);
    expect(await t.ctx.db.select().from(givenUpBalances).where(eq(givenUpBalances.userId, member.id))).toHaveLength(1);
  });
});
