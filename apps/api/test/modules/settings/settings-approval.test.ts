import { MSG, OPERATORS_MSG, ROLE, routes, SETTING_DEFAULTS } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { auditLog, settingChanges } from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import { call, createMember, dataOf, operatorToken, useTestApp } from '../../helper';

// A change to a setting that guards money and loosens it, or moves where money goes, waits for a second owner; a
// change that only tightens applies at once, as every other setting does (docs/decisions/020-operator-roles.md).

const t = useTestApp({ payoutSafety: true });
type Owner = { id: string; email: string; token: string };
let ada: Owner;
let ben: Owner;
let finance: Owner;

async function operator(fullName: string, operatorRole: 'owner' | 'finance' = 'owner'): Promise<Owner> {
  const account = await createMember(t, { role: ROLE.admin, operatorRole, fullName });
  return { id: account.id, email: account.email, token: await operatorToken(t, account) };
}

const save = (body: Record<string, unknown>, by: Owner = ada) =>
  call(t, routes.adminSettingsUpdate, { body, token: by.token });
const settings = async () => dataOf(await call(t, routes.adminSettings, { token: ada.token }));
const decide = (id: string, by: Owner, approve = true) =>
  call(t, approve ? routes.adminSettingChangeApprove : routes.adminSettingChangeReject, {
    params: { _id: id },
    token: by.token,
    ...(approve ? {} : { body: { reason: 'Not what we agreed' } }),
  });

/** The mails `to` got about a settings change that was asked for, approved or rejected (their subjects say which). */
async function mailsAbout(to: string, event: 'waits for approval' | 'approved' | 'rejected') {
  await afterResponseSettled();
  return (await readOutbox({ dir: t.outboxDir, to, limit: 50 })).filter((mail) =>
    mail.subject.endsWith(`a settings change ${event}`),
  );
}

beforeAll(async () => {
  ada = await operator('Ada Owner');
  ben = await operator('Ben Owner');
  finance = await operator('Fay Finance', 'finance');
});

describe('settings that guard money', () => {
  it("keeps one owner's loosening pending, applies nothing of it, and tells every operator", async () => {
    const asked = await save({ payoutApprovalAbove: 1_000_000, newAddressHoldHours: 0 });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(OPERATORS_MSG.settingsPending);
    expect(asked.body.pendingChange).toMatchObject({
      status: 'pending',
      patch: { payoutApprovalAbove: 1_000_000, newAddressHoldHours: 0 },
      before: { payoutApprovalAbove: SETTING_DEFAULTS.payoutApprovalAbove, newAddressHoldHours: 24 },
      requestedBy: { _id: ada.id, fullName: 'Ada Owner' },
      reviewedBy: null,
    });
    expect(await settings()).toMatchObject({ payoutApprovalAbove: 1_000, newAddressHoldHours: 24 });
    const listed = dataOf(await call(t, routes.adminSettingChanges, { token: ben.token }));
    expect(listed.docs.map((row) => row._id)).toContain(asked.body.pendingChange?._id);
    for (const who of [ada, ben, finance]) {
      const [mail] = await mailsAbout(who.email, 'waits for approval');
      expect(mail?.text, who.email).toContain('Ada Owner asked to change settings that guard money');
      // Named as the console names it, never by its key (docs/decisions/046-no-way-around-the-second-person.md).
      expect(mail?.text).toContain('- Second approval above (USDT): 1000 -> 1000000');
      expect(mail?.text).toContain('- New address cool-down (hours): 24 -> 0');
      expect(mail?.text).not.toContain('newAddressHoldHours');
    }
    const [audited] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.changeRequest'), eq(auditLog.actorId, ada.id)));
    expect(audited?.details).toMatchObject({ newAddressHoldHours: { from: 24, to: 0 } });
  });

  it('lets another owner approve it, never its asker, and applies it once', async () => {
    const id = String((await save({ withdrawalDailyCount: 50 })).body.pendingChange?._id);
    expect(await decide(id, ada)).toEqual({
      status: 409,
      body: { success: false, message: OPERATORS_MSG.settingChangeOwn, code: 'CONFLICT' },
    });
    expect(await decide(id, finance)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const approved = await decide(id, ben);
    expect(approved).toMatchObject({
      status: 200,
      body: { message: OPERATORS_MSG.settingChangeApproved, data: { status: 'approved', reviewedBy: { _id: ben.id } } },
    });
    expect((await settings()).withdrawalDailyCount).toBe(50);
    for (const again of [await decide(id, ben), await decide(id, ben, false)]) {
      expect(again).toMatchObject({ status: 409, body: { message: OPERATORS_MSG.settingChangeReviewed } });
    }
    const [mail] = await mailsAbout(finance.email, 'approved');
    expect(mail?.text).toContain('Ben Owner approved the change Ada Owner asked for');
    // Whatever code writes the row, the database keeps the decider apart from the asker.
    const [row] = await t.ctx.db.select().from(settingChanges).where(eq(settingChanges.id, id));
    await expect(
      t.ctx.db.update(settingChanges).set({ reviewedBy: row?.requestedBy }).where(eq(settingChanges.id, id)),
    ).rejects.toThrow();
  });

  it('applies nothing of a rejected change', async () => {
    const id = String(
      (await save({ treasuryAddress: '0x1111111111111111111111111111111111111111' })).body.pendingChange?._id,
    );
    const rejected = await decide(id, ben, false);
    expect(rejected).toMatchObject({ status: 200, body: { message: OPERATORS_MSG.settingChangeRejected } });
    expect((await settings()).treasuryAddress).toBe(SETTING_DEFAULTS.treasuryAddress);
    const [mail] = await mailsAbout(ada.email, 'rejected');
    expect(mail?.text).toContain('Ben Owner rejected the change Ada Owner asked for');
    expect(mail?.text).toContain('Reason: Not what we agreed');
  });

  it('applies at once a change that only tightens, and the rest of a mixed change', async () => {
    const tightened = await save({ payoutApprovalAbove: 500, newAddressHoldHours: 48, kycRequiredForWithdrawal: true });
    expect(tightened).toMatchObject({ status: 200, body: { message: MSG.settingsSaved } });
    expect(tightened.body.pendingChange).toBeUndefined();
    expect(await settings()).toMatchObject({
      payoutApprovalAbove: 500,
      newAddressHoldHours: 48,
      kycRequiredForWithdrawal: true,
    });

    const mixed = await save({
      supportResponseHours: 40,
      kycRequiredForWithdrawal: false,
      companyName: 'Quokka Trust',
    });
    expect(mixed.status).toBe(202);
    expect(mixed.body.data).toMatchObject({ supportResponseHours: 40, kycRequiredForWithdrawal: true });
    expect(mixed.body.pendingChange?.patch).toEqual({ kycRequiredForWithdrawal: false });
    expect(await settings()).toMatchObject({ supportResponseHours: 40, companyName: 'Quokka Trust' });
  });

  it('waits on every change of where money goes and what income pays, and on no unchanged value', async () => {
    for (const body of [
      { depositAddress: '0x2222222222222222222222222222222222222222' },
      { usdtContract: '0x3333333333333333333333333333333333333333' },
      { depositVerificationMode: 'chain' },
      { levelIncomePercents: [5, 3, 1] },
      { directIncomePercent: 1 },
      { rankTable: [{ rank: 1, teamBusiness: 0, activeDirects: 0, reward: 0 }] },
      { operatorTwoFactorRequired: false, withdrawalDailyLimit: 20_000 },
    ]) {
      const answer = await save(body);
      expect({ body, status: answer.status }).toEqual({ body, status: 202 });
    }
    expect((await save({ directIncomePercent: SETTING_DEFAULTS.directIncomePercent })).status).toBe(200);
  });

  it('refuses the settings to every role but the owner', async () => {
    const refused = await save({ supportResponseHours: 50 }, finance);
    expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await settings()).supportResponseHours).toBe(40);
  });
});

describe('the words of a change that waits', () => {
  it('says a tightening of a setting whose every change waits "always needs a second owner", never "loosens"', async () => {
    // A higher withdrawal minimum asks more of members: not a loosening, yet every change of it waits.
    const asked = await save({ withdrawalMinimum: SETTING_DEFAULTS.withdrawalMinimum + 5 });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(OPERATORS_MSG.settingsPendingAlways);
    expect((await decide(String(asked.body.pendingChange?._id), ben, false)).status).toBe(200);
  });
});
