import { MSG, OPERATORS_MSG, PENDING_CHANGE_DAYS, ROLE, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { auditLog, settingChanges, users } from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import { call, createMember, dataOf, fundMember, operatorToken, signedInMember, useTestApp } from '../../helper';

// Dual control (docs/decisions/035-dual-control.md): no one owner mints an owner, puts a package's terms on sale or
// changes them, or moves the platform day; the decision belongs to another owner who was one before it was asked;
// a change undecided for 7 days expires, and one whose subject moved since applies nothing.

const t = useTestApp();
type Operator = { id: string; email: string; password: string; token: string };
let ada: Operator;
let ben: Operator;
let fay: Operator;

async function operator(fullName: string, operatorRole: 'owner' | 'finance' = 'owner'): Promise<Operator> {
  const account = await createMember(t, { role: ROLE.admin, operatorRole, fullName });
  return { id: account.id, email: account.email, password: account.password, token: await operatorToken(t, account) };
}

const decide = (id: string, by: Operator, approve = true) =>
  call(t, approve ? routes.adminSettingChangeApprove : routes.adminSettingChangeReject, {
    params: { _id: id },
    token: by.token,
    ...(approve ? {} : { body: { reason: 'Not what we agreed' } }),
  });
const pendingId = (answer: { body: { pendingChange?: { _id: string } } }) => String(answer.body.pendingChange?._id);
const settings = async () => dataOf(await call(t, routes.adminSettings, { token: ada.token }));
const memberSearch = async (id: string) =>
  dataOf(await call(t, routes.packageSearch, { body: { id, page: 1 } })).docs.find((row) => row._id === id);

beforeAll(async () => {
  ada = await operator('Ada Owner');
  ben = await operator('Ben Owner');
  fay = await operator('Fay Finance', 'finance');
});

describe('owners', () => {
  it('invites an owner only once another owner approves: nothing is created or mailed before', async () => {
    const email = 'sock.owner@example.test';
    const asked = await call(t, routes.adminOperatorCreate, {
      body: { fullName: 'Sock Puppet', email, role: 'owner' },
      token: ada.token,
    });
    expect(asked).toMatchObject({ status: 202, body: { message: OPERATORS_MSG.moneyRoleInvitePending, data: null } });
    expect(asked.body.pendingChange).toMatchObject({
      subject: 'operator',
      targetId: null,
      patch: { email, role: 'owner' },
    });
    await afterResponseSettled();
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await readOutbox({ dir: t.outboxDir, to: email, limit: 5 })).toEqual([]);

    expect(await decide(pendingId(asked), ada)).toMatchObject({
      status: 409,
      body: { message: OPERATORS_MSG.settingChangeOwn },
    });
    expect((await decide(pendingId(asked), fay)).status).toBe(403);
    expect((await decide(pendingId(asked), ben)).status).toBe(200);
    await afterResponseSettled();
    const [created] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ operatorRole: 'owner', roleSince: t.clock.now() });
    const mails = await readOutbox({ dir: t.outboxDir, to: email, limit: 5 });
    expect(mails.find((mail) => mail.subject.includes('invited'))?.text).toContain('Ada Owner invited you');
    const [told] = await readOutbox({ dir: t.outboxDir, to: ben.email, limit: 1 });
    expect(told?.subject).toBe('NexaTech console: a money role approved');
    expect(told?.text).toContain('- email: "sock.owner@example.test"');
  });

  it("makes an owner only on another owner's approval, who was one before it was asked", async () => {
    const was = await settings();
    const settingsAsked = await call(t, routes.adminSettingsUpdate, {
      body: { payoutApprovalAbove: 1_000_000, depositAddress: '0x2222222222222222222222222222222222222222' },
      token: ada.token,
    });
    expect(settingsAsked.status).toBe(202);
    t.clock.advanceSeconds(60);

    const promoted = await call(t, routes.adminOperatorRole, {
      params: { _id: fay.id },
      body: { role: 'owner' },
      token: ada.token,
    });
    expect(promoted).toMatchObject({
      status: 202,
      body: { message: OPERATORS_MSG.moneyRolePending, data: { role: 'finance' } },
    });
    expect((await decide(pendingId(promoted), ben)).status).toBe(200);
    const [fayNow] = await t.ctx.db.select().from(users).where(eq(users.id, fay.id));
    expect(fayNow?.operatorRole).toBe('owner');

    // The new owner cannot approve what was asked before they became one: the sock-puppet route is closed.
    expect(await decide(pendingId(settingsAsked), fay)).toMatchObject({
      status: 403,
      body: { message: OPERATORS_MSG.settingChangeOwnerSince },
    });
    expect(await settings()).toMatchObject({
      payoutApprovalAbove: was.payoutApprovalAbove,
      newAddressHoldHours: was.newAddressHoldHours,
    });
    expect((await decide(pendingId(settingsAsked), ben, false)).status).toBe(200);
  });

  it('applies nothing of a promotion whose operator was disabled meanwhile', async () => {
    const cleo = await createMember(t, { role: ROLE.admin, operatorRole: 'support', fullName: 'Cleo Support' });
    const asked = await call(t, routes.adminOperatorRole, {
      params: { _id: cleo.id },
      body: { role: 'owner' },
      token: ada.token,
    });
    expect(asked.status).toBe(202);
    expect((await call(t, routes.adminOperatorDisable, { params: { _id: cleo.id }, token: ben.token })).status).toBe(
      200,
    );
    expect(await decide(pendingId(asked), ben)).toMatchObject({
      status: 409,
      body: { message: OPERATORS_MSG.settingChangeStale },
    });
    const [cleoNow] = await t.ctx.db.select().from(users).where(eq(users.id, cleo.id));
    expect(cleoNow?.operatorRole).toBe('support');
  });
});

describe('packages', () => {
  const terms = { title: 'Rocket Plan', price: 1000, yield: 100, maturity: 3650 };

  it('keeps a new package a draft, unseen and unbought, until a second owner approves its terms', async () => {
    const asked = await call(t, routes.adminPackageCreate, { body: terms, token: ada.token });
    expect(asked).toMatchObject({
      status: 202,
      body: { message: OPERATORS_MSG.packageDraftPending, data: { status: 'draft', yield: 100 } },
    });
    const id = dataOf(asked)._id;
    expect(asked.body.pendingChange).toMatchObject({
      subject: 'package',
      targetId: id,
      patch: { status: 'active', yield: 100, maturity: 3650, price: 1000 },
      before: { status: 'draft', yield: 100 },
    });
    expect(await memberSearch(id)).toBeUndefined();
    const buyer = await signedInMember(t);
    await fundMember(t, { token: buyer.token, operator: ben.token, amount: 1000 });
    const buy = () =>
      call(t, routes.purchasePackage.member, {
        body: { packageId: id, amount: 1000, payment_mode_name: 'wallet' },
        token: buyer.token,
      });
    expect(await buy()).toMatchObject({ status: 409, body: { message: MSG.packageUnavailable } });

    expect((await decide(pendingId(asked), ada)).status).toBe(409);
    expect((await decide(pendingId(asked), ben)).status).toBe(200);
    expect(await memberSearch(id)).toMatchObject({ status: 'active', yield: 100 });
    expect((await buy()).status).toBe(200);
  });

  it('lets an owner prepare a draft and change its terms freely; putting it on sale waits', async () => {
    const draft = await call(t, routes.adminPackageCreate, {
      body: { ...terms, title: 'Draft Plan', status: 'draft' },
      token: ada.token,
    });
    expect(draft.status).toBe(200);
    expect(draft.body.pendingChange).toBeUndefined();
    const id = dataOf(draft)._id;
    const edited = await call(t, routes.adminPackageUpdate, {
      params: { _id: id },
      body: { yield: 1 },
      token: ada.token,
    });
    expect(edited).toMatchObject({ status: 200, body: { data: { status: 'draft', yield: 1 } } });
    const launch = await call(t, routes.adminPackageUpdate, {
      params: { _id: id },
      body: { status: 'active' },
      token: ada.token,
    });
    expect(launch).toMatchObject({ status: 202, body: { data: { status: 'draft' } } });
    // The second owner reads what changes as "from -> to", and the terms put on sale as they are, never "1 -> 1".
    await afterResponseSettled();
    const [told] = await readOutbox({ dir: t.outboxDir, to: ben.email, limit: 1 });
    expect(told?.text).toContain('Package: Draft Plan');
    expect(told?.text).toContain('- status: "draft" -> "active"');
    expect(told?.text).toContain('- yield: 1\n');
    expect(told?.text).not.toMatch(/- yield: 1 -> 1/);
    // A draft changed after it was put forward: the approval would put other terms on sale than those approved.
    await call(t, routes.adminPackageUpdate, { params: { _id: id }, body: { yield: 2 }, token: ada.token });
    expect(await decide(pendingId(launch), ben)).toMatchObject({
      status: 409,
      body: { message: OPERATORS_MSG.settingChangeStale },
    });
    expect(await memberSearch(id)).toBeUndefined();
  });

  it('keeps one change of a package waiting at a time, and mails the reason a rejection gives', async () => {
    const draft = await call(t, routes.adminPackageCreate, {
      body: { ...terms, title: 'Twice Plan', status: 'draft' },
      token: ada.token,
    });
    const id = dataOf(draft)._id;
    const launch = { params: { _id: id }, body: { status: 'active' as const } };
    expect((await call(t, routes.adminPackageUpdate, { ...launch, token: ada.token })).status).toBe(202);
    // A second identical request (or another owner's) cannot wait beside it: approving both would launch twice.
    const again = await call(t, routes.adminPackageUpdate, { ...launch, token: ben.token });
    expect(again).toMatchObject({ status: 409, body: { message: OPERATORS_MSG.packageChangeWaiting } });
    const waiting = await t.ctx.db.select().from(settingChanges).where(eq(settingChanges.targetId, id));
    expect(waiting.filter((row) => row.status === 'pending')).toHaveLength(1);

    // Rejecting asks why; the reason is kept and mailed.
    const changeId = String(waiting[0]?.id);
    const bare = await call(t, routes.adminSettingChangeReject, { params: { _id: changeId }, token: ben.token });
    expect(bare).toMatchObject({ status: 400, body: { message: OPERATORS_MSG.changeReasonRequired } });
    const rejected = await decide(changeId, ben, false);
    expect(rejected).toMatchObject({
      status: 200,
      body: { data: { status: 'rejected', reason: 'Not what we agreed' } },
    });
    await afterResponseSettled();
    const [told] = await readOutbox({ dir: t.outboxDir, to: ada.email, limit: 1 });
    expect(told?.subject).toMatch(/rejected/);
    expect(told?.text).toContain('Reason: Not what we agreed');
    // Decided, the package's place is free again.
    expect((await call(t, routes.adminPackageUpdate, { ...launch, token: ben.token })).status).toBe(202);
  });

  it('keeps members buying on the live terms until a change of them is approved, and applies it only once', async () => {
    const created = await call(t, routes.adminPackageCreate, {
      body: { ...terms, title: 'Steady Plan', yield: 1 },
      token: ada.token,
    });
    await decide(pendingId(created), ben);
    const id = dataOf(created)._id;
    const raised = await call(t, routes.adminPackageUpdate, {
      params: { _id: id },
      body: { yield: 100, description: 'Now with a description' },
      token: ada.token,
    });
    expect(raised).toMatchObject({
      status: 202,
      body: { message: OPERATORS_MSG.packageTermsPending, data: { yield: 1, description: 'Now with a description' } },
    });
    expect(raised.body.pendingChange).toMatchObject({ patch: { yield: 100 }, before: { yield: 1 } });
    expect(await memberSearch(id)).toMatchObject({ yield: 1 });
    const again = await call(t, routes.adminPackageUpdate, {
      params: { _id: id },
      body: { yield: 3 },
      token: ada.token,
    });
    // One change of a package waits at a time (docs/decisions/046-no-way-around-the-second-person.md).
    expect(again).toMatchObject({ status: 409, body: { message: OPERATORS_MSG.packageChangeWaiting } });
    expect((await decide(pendingId(raised), ben)).status).toBe(200);
    expect(await memberSearch(id)).toMatchObject({ yield: 100 });
    // Applied once: deciding it again finds it decided.
    expect((await decide(pendingId(raised), ben)).body.message).toBe(OPERATORS_MSG.settingChangeReviewed);
    // Taking it off sale only stops money: at once.
    const off = await call(t, routes.adminPackageUpdate, {
      params: { _id: id },
      body: { status: 'inactive' },
      token: ada.token,
    });
    expect(off).toMatchObject({ status: 200, body: { data: { status: 'inactive' } } });
    expect(
      (await call(t, routes.adminPackageUpdate, { params: { _id: id }, body: { status: 'draft' }, token: ada.token }))
        .body.message,
    ).toBe(OPERATORS_MSG.packageNotDraftAgain);
  });
});

describe('settings that decide what members pay or receive', () => {
  it('keeps the platform day, the charges, the minimums, settlement and the explorer links for a second owner', async () => {
    for (const body of [
      { timezone: 'Pacific/Kiritimati' },
      { withdrawalChargePercent: 1 },
      { packageWithdrawalChargePercent: 1 },
      { depositMinimum: 1 },
      { withdrawalMinimum: 1 },
      { packageWithdrawalMinimum: 1 },
      { transferMinimum: 5 },
      { autoSettlement: true },
      { explorerTransactionUrl: 'https://evil.example/tx/{hash}' },
      { explorerAddressUrl: 'https://evil.example/a/{address}' },
    ]) {
      const answer = await call(t, routes.adminSettingsUpdate, { body, token: ada.token });
      expect({ body, status: answer.status }).toEqual({ body, status: 202 });
      expect((await decide(pendingId(answer), ben, false)).status).toBe(200);
    }
    expect(await settings()).toMatchObject({ timezone: 'UTC', withdrawalChargePercent: 5, autoSettlement: false });
    // What moves no money applies at once.
    expect(
      (await call(t, routes.adminSettingsUpdate, { body: { supportResponseHours: 12 }, token: ada.token })).status,
    ).toBe(200);
  });

  it(`expires a change nobody decided within ${PENDING_CHANGE_DAYS} days: nothing of it applies`, async () => {
    const asked = await call(t, routes.adminSettingsUpdate, { body: { timezone: 'Asia/Kolkata' }, token: ada.token });
    t.clock.advanceSeconds(PENDING_CHANGE_DAYS * 86_400 + 1);
    // Sessions do not last a week: the owners sign in again.
    for (const owner of [ada, ben]) owner.token = await operatorToken(t, owner);
    expect(await decide(pendingId(asked), ben)).toMatchObject({
      status: 409,
      body: { message: OPERATORS_MSG.settingChangeExpired },
    });
    const expired = dataOf(
      await call(t, routes.adminSettingChanges, { query: { status: 'expired' }, token: ben.token }),
    );
    expect(expired.docs.map((row) => row._id)).toContain(pendingId(asked));
    expect((await settings()).timezone).toBe('UTC');
    const [audited] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, pendingId(asked)));
    expect(audited?.action).toBe('settings.changeRequest');
  });
});
