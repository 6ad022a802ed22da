import { ROLE, routes, securityHoldMessage } from '@app/contract';
import { translateMessage } from '@app/contract/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createMember,
  dataOf,
  nextClientIp,
  operatorToken,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../../helper';
import { creditIncome, verifyTransfer } from '../../transfer-kit';
import { codeNow, enableTwoFactor } from '../../two-factor-kit';
import { ADDRESS, requestWithdrawal } from '../../withdrawal-kit';

// The hold after a change of the password or the second factor (docs/decisions/046-no-way-around-the-second-person.md):
// the attack it answers turned two-factor on with a stolen session and confirmed a transfer seven seconds later.

const t = useTestApp();
let operatorAccount: Awaited<ReturnType<typeof createMember>>;
const HOURS = 24;

beforeAll(async () => {
  operatorAccount = await createMember(t, { role: ROLE.admin });
  await saveSettings(t, await operatorToken(t, operatorAccount), { securityChangeHoldHours: HOURS });
});

/** Signed in afresh each time: a test moves the clock past an operator's session. */
async function fundedMember() {
  const member = await signedInMember(t);
  await creditIncome(t, { memberId: member.id, operator: await operatorToken(t, operatorAccount), amount: '500' });
  return member;
}

const holdEnds = () => new Date(t.clock.now().getTime() + HOURS * 3600_000).toISOString();
const withdraw = (token: string, headers: Record<string, string> = {}) =>
  call(t, routes.withdrawalRequest.member, {
    body: { address: ADDRESS, amount: 40 },
    token,
    ip: nextClientIp(),
    headers,
  });

describe('after two-factor is turned on', () => {
  it('refuses a withdrawal and a transfer until the hold ends, says when on the limits, then lets them through', async () => {
    const member = await fundedMember();
    const receiver = await createMember(t);
    const until = holdEnds();
    const { secret } = await enableTwoFactor(t, member.token);
    const held = { status: 403, body: { code: 'FROZEN', message: securityHoldMessage(until) } };
    expect(await withdraw(member.token)).toMatchObject(held);
    expect(
      await call(t, routes.walletTransfer.member, {
        body: { receiverId: String(receiver.referId), amount: 10 },
        token: member.token,
        ip: nextClientIp(),
      }),
    ).toMatchObject(held);
    expect(dataOf(await call(t, routes.withdrawalLimits.member, { token: member.token }))).toMatchObject({
      frozen: false,
      securityHoldUntil: new Date(until).toISOString(),
    });

    t.clock.advanceSeconds(HOURS * 3600);
    const asked = await call(t, routes.walletTransfer.member, {
      body: { receiverId: String(receiver.referId), amount: 10 },
      token: member.token,
      ip: nextClientIp(),
    });
    expect(asked.status, asked.body.message).toBe(200);
    const done = await verifyTransfer(t, { token: member.token, id: dataOf(asked)._id, otp: codeNow(t, secret) });
    expect(done.status, done.body.message).toBe(200);
    expect(dataOf(await call(t, routes.withdrawalLimits.member, { token: member.token })).securityHoldUntil).toBe(null);
  });

  it('says so in Spanish and Hindi', async () => {
    const member = await fundedMember();
    const until = holdEnds();
    await enableTwoFactor(t, member.token);
    for (const locale of ['es', 'hi'] as const) {
      const refused = await withdraw(member.token, { 'accept-language': locale });
      expect(refused.body.message).toBe(translateMessage(securityHoldMessage(until), locale));
      expect(refused.body.message).not.toBe(securityHoldMessage(until));
    }
  });
});

describe('after the password changed', () => {
  it('refuses the verify of a request made before the change', async () => {
    const member = await fundedMember();
    const asked = await requestWithdrawal(t, { member, amount: 40 });
    const until = holdEnds();
    const changed = await call(t, routes.passwordChange.member, {
      body: { oldPassword: member.password, password: 'Changed@Pass123', confirmPassword: 'Changed@Pass123' },
      token: member.token,
    });
    expect(changed.status, changed.body.message).toBe(200);
    const verified = await call(t, routes.withdrawalVerify.member, {
      body: { address: ADDRESS, amount: 40, otp: asked.otp, _id: asked.id },
      token: member.token,
    });
    expect(verified).toMatchObject({ status: 403, body: { message: securityHoldMessage(until) } });
  });
});
