import { OPERATORS_MSG, ROLE, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { balanceAdjustments, deposits, users, withdrawals } from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import {
  call,
  createMember,
  dataOf,
  expectLedgerClean,
  nextClientIp,
  operatorToken,
  randomTxHash,
  signedInMember,
  useTestApp,
} from '../../helper';
import { earnIncome, pendingWithdrawal } from '../../withdrawal-kit';

// The attack an outside review ran (docs/decisions/046-no-way-around-the-second-person.md): an owner invites a finance
// operator at a mailbox they control and uses it to approve their own requests. A money role is given only on a second
// owner's approval, and a role given after a request was made never decides it.

const t = useTestApp();
type Operator = { id: string; email: string; token: string };
let ada: Operator;
let ben: Operator;

async function owner(fullName: string): Promise<Operator> {
  const account = await createMember(t, { role: ROLE.admin, operatorRole: 'owner', fullName });
  return { id: account.id, email: account.email, token: await operatorToken(t, account) };
}

beforeAll(async () => {
  ada = await owner('Ada Owner');
  ben = await owner('Ben Owner');
});

/** Sets the password from the invitation mailed to `email` and signs in as the console does. */
async function acceptInvitation(email: string): Promise<Operator> {
  await afterResponseSettled();
  const mails = await readOutbox({ dir: t.outboxDir, to: email, limit: 5 });
  const link = mails
    .find((mail) => mail.subject.includes('invited'))
    ?.text.match(/\/admin\/set-password\/([A-Za-z0-9_-]+)/)?.[1];
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  const password = 'Puppet@Console42';
  const set = await call(t, routes.operatorSetPassword, {
    body: { token: link, password, confirmPassword: password },
    ip: nextClientIp(),
  });
  expect(set.status, set.body.message).toBe(200);
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: String(row?.id), email, token: await operatorToken(t, { email, password }) };
}

describe('a money role is given by two owners', () => {
  it('keeps an invitation as finance waiting: nothing is created or mailed on one owner’s word', async () => {
    const email = 'puppet.finance@example.test';
    const asked = await call(t, routes.adminOperatorCreate, {
      body: { fullName: 'Puppet Finance', email, role: 'finance' },
      token: ada.token,
    });
    expect(asked).toMatchObject({ status: 202, body: { message: OPERATORS_MSG.moneyRoleInvitePending, data: null } });
    await afterResponseSettled();
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await readOutbox({ dir: t.outboxDir, to: email, limit: 5 })).toEqual([]);
    // The second owner is told, as for every change that waits.
    const [told] = await readOutbox({ dir: t.outboxDir, to: ben.email, limit: 1 });
    expect(told?.subject).toBe('NexaTech console: a money role waits for approval');
  });

  it('keeps a change of role to finance waiting; taking a money role away applies at once', async () => {
    const cleo = await createMember(t, { role: ROLE.admin, operatorRole: 'support', fullName: 'Cleo Support' });
    const asked = await call(t, routes.adminOperatorRole, {
      params: { _id: cleo.id },
      body: { role: 'finance' },
      token: ada.token,
    });
    expect(asked).toMatchObject({ status: 202, body: { message: OPERATORS_MSG.moneyRolePending } });
    const [still] = await t.ctx.db.select().from(users).where(eq(users.id, cleo.id));
    expect(still?.operatorRole).toBe('support');

    const fin = await createMember(t, { role: ROLE.admin, operatorRole: 'finance', fullName: 'Fin Finance' });
    const lowered = await call(t, routes.adminOperatorRole, {
      params: { _id: fin.id },
      body: { role: 'support' },
      token: ada.token,
    });
    expect(lowered).toMatchObject({ status: 200, body: { message: OPERATORS_MSG.roleChanged } });
  });
});

describe('a role given after a request never decides it', () => {
  it('refuses a freshly invited finance operator the credit, the deposit and the payout asked before it', async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator: ben.token, amount: 1_500 });
    // Three requests of one owner, each waiting for a second operator.
    const credit = await call(t, routes.adminMemberAdjust, {
      params: { _id: member.id },
      body: { wallet: 'income', amount: 50_000, reason: 'Goodwill' },
      token: ada.token,
    });
    expect(credit.status, credit.body.message).toBe(200);
    const creditId = String(dataOf(credit).pendingAdjustments[0]?._id);
    const submitted = await call(t, routes.addFund.member, {
      body: { amount: 20_000, transaction_id: randomTxHash() },
      token: member.token,
    });
    const depositId = dataOf(submitted)._id;
    expect((await call(t, routes.adminDepositApprove, { params: { _id: depositId }, token: ada.token })).status).toBe(
      202,
    );
    const withdrawalId = await pendingWithdrawal(t, { member, amount: 1_200 });
    expect(
      (await call(t, routes.adminWithdrawalApprove, { params: { _id: withdrawalId }, token: ada.token })).status,
    ).toBe(200);

    // The puppet, made by the book: asked by one owner, approved by the other.
    t.clock.advanceSeconds(60);
    const email = 'mallory.finance@example.test';
    const asked = await call(t, routes.adminOperatorCreate, {
      body: { fullName: 'Mallory Finance', email, role: 'finance' },
      token: ada.token,
    });
    const changeId = String(asked.body.pendingChange?._id);
    expect(
      (await call(t, routes.adminSettingChangeApprove, { params: { _id: changeId }, token: ben.token })).status,
    ).toBe(200);
    const mallory = await acceptInvitation(email);

    const refused = { status: 403, body: { message: OPERATORS_MSG.roleSinceRequest, code: 'FORBIDDEN' } };
    expect(
      await call(t, routes.adminAdjustmentApprove, { params: { _id: creditId }, token: mallory.token }),
    ).toMatchObject(refused);
    expect(
      await call(t, routes.adminDepositApprove, { params: { _id: depositId }, token: mallory.token }),
    ).toMatchObject(refused);
    expect(
      await call(t, routes.adminWithdrawalPay, {
        params: { _id: withdrawalId },
        body: { transactionHash: randomTxHash() },
        token: mallory.token,
      }),
    ).toMatchObject(refused);
    // The console says so on the rows before anyone clicks.
    const queue = dataOf(
      await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: mallory.token }),
    );
    expect(queue.docs.find((row) => row._id === withdrawalId)).toMatchObject({
      canPay: false,
      cannotPayReason: OPERATORS_MSG.roleSinceRequest,
    });

    const [creditNow] = await t.ctx.db.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, creditId));
    const [depositNow] = await t.ctx.db.select().from(deposits).where(eq(deposits.id, depositId));
    const [withdrawalNow] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
    expect([creditNow?.status, depositNow?.status, withdrawalNow?.status]).toEqual(['pending', 'pending', 'pending']);

    // What is asked after the role was given is theirs to decide, as for any operator.
    t.clock.advanceSeconds(60);
    const later = await call(t, routes.adminMemberAdjust, {
      params: { _id: member.id },
      body: { wallet: 'income', amount: 5_000, reason: 'Goodwill' },
      token: ada.token,
    });
    const decided = await call(t, routes.adminAdjustmentApprove, {
      params: { _id: String(dataOf(later).pendingAdjustments.find((row) => row._id !== creditId)?._id) },
      token: mallory.token,
    });
    expect(decided.status, decided.body.message).toBe(200);
    await expectLedgerClean(t);
  });
});
