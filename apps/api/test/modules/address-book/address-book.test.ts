import { addressLockedMessage, MSG, routes } from '@app/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { readOutbox } from '../../../src/lib/mailer';
import {
  call,
  dataOf,
  newOperatorToken,
  nextClientIp,
  readLatestOtp,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../../helper';
import { creditIncome } from '../../transfer-kit';
import { codeNow, enableTwoFactor } from '../../two-factor-kit';
import { ADDRESS, newRequestWindow, OTHER_ADDRESS, requestWithdrawal } from '../../withdrawal-kit';

// A member's address book with its time lock and the only-saved switch (docs/product.md#address-book).
const t = useTestApp({ payoutSafety: true });
let operator: string;
beforeEach(async () => {
  // Tests move the clock past an operator session's life.
  operator = await newOperatorToken(t);
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
const HOUR = 3600;

async function memberWithIncome() {
  const member = await signedInMember(t);
  await creditIncome(t, { memberId: member.id, operator, amount: '500' });
  return member;
}

const saveCall = (member: Member, body: Record<string, unknown>) =>
  call(t, routes.addressSave.member, { body, token: member.token, ip: nextClientIp() });
const onlyCall = (member: Member, body: Record<string, unknown>) =>
  call(t, routes.addressOnly.member, { body, token: member.token, ip: nextClientIp() });
const book = async (member: Member) => dataOf(await call(t, routes.addresses.member, { token: member.token }));

/** Both steps with the mailed code. */
async function save(member: Member, address: string, label = 'My wallet') {
  const asked = await saveCall(member, { address, label });
  expect(asked.status, asked.body.message).toBe(200);
  expect(asked.body.message).toBe(MSG.addressCodeSent);
  expect(asked.body.codeFrom).toBe('email');
  const code = await readLatestOtp(t, member.email);
  return saveCall(member, { address, label, code });
}

async function setOnly(member: Member, on: boolean) {
  await onlyCall(member, { on });
  // Turning it off asks the password too (docs/decisions/046-no-way-around-the-second-person.md).
  return onlyCall(member, { on, code: await readLatestOtp(t, member.email), password: member.password });
}

async function askWithdrawal(member: Member, address: string) {
  await newRequestWindow(t);
  return call(t, routes.withdrawalRequest.member, {
    body: { address, amount: 50 },
    token: member.token,
    ip: nextClientIp(),
  });
}

describe('saving an address', () => {
  it('asks a code, then saves it usable after the lock', async () => {
    const member = await signedInMember(t);
    const saved = await save(member, ADDRESS.toLowerCase(), ' Ledger ');
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(MSG.addressSaved);
    const usableFrom = new Date(t.clock.now().getTime() + 24 * HOUR * 1000).toISOString();
    expect(dataOf(saved).docs).toEqual([expect.objectContaining({ address: ADDRESS, label: 'Ledger', usableFrom })]);
    await afterResponseSettled();
    const [alert] = await readOutbox({ dir: t.outboxDir, to: member.email, limit: 1 });
    expect(alert?.subject).toBe('A withdrawal address was saved to your NexaTech account');
    expect(alert?.text).toContain('/freeze-account/');
    const again = await saveCall(member, { address: ADDRESS, label: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.addressAlreadySaved);

    // Support sees it on the member's console page, with the activity that saved it.
    const detail = dataOf(await call(t, routes.adminMember, { params: { _id: member.id }, token: operator }));
    expect(detail.addressBook).toEqual({
      docs: [expect.objectContaining({ address: ADDRESS, label: 'Ledger', usableFrom })],
      receivers: [],
      onlySaved: false,
      onlySavedUntil: null,
    });
    expect(detail.securityEvents.map((event) => event.kind)).toContain('addressSaved');
    expect(detail.passkeys).toBe(0);
  });

  it('refuses a wrong code, a bad address and a bad name with their messages', async () => {
    const member = await signedInMember(t);
    await saveCall(member, { address: ADDRESS, label: 'x' });
    const wrong = await saveCall(member, { address: ADDRESS, label: 'x', code: '000000' });
    expect(wrong.status).toBe(400);
    expect((await book(member)).docs).toHaveLength(0);
    const bad = await saveCall(member, { address: '0x123', label: 'x' });
    expect(bad.body.message).toBe(MSG.addressInvalid);
    const unnamed = await saveCall(member, { address: ADDRESS, label: '  ' });
    expect(unnamed.body.message).toBe(MSG.addressLabelInvalid);
    const long = await saveCall(member, { address: ADDRESS, label: 'x'.repeat(41) });
    expect(long.body.message).toBe(MSG.addressLabelInvalid);
  });

  it('a code for one address does not save another', async () => {
    const member = await signedInMember(t);
    await saveCall(member, { address: ADDRESS, label: 'x' });
    const code = await readLatestOtp(t, member.email);
    const other = await saveCall(member, { address: OTHER_ADDRESS, label: 'x', code });
    expect(other.status).toBe(400);
    expect((await book(member)).docs).toHaveLength(0);
  });

  it('takes the authenticator code when two-factor is on', async () => {
    const member = await signedInMember(t);
    const { secret } = await enableTwoFactor(t, member.token);
    const asked = await saveCall(member, { address: ADDRESS, label: 'x' });
    expect(asked.body.message).toBe(MSG.addressTotpAsked);
    expect(asked.body.codeFrom).toBe('authenticator');
    const saved = await saveCall(member, { address: ADDRESS, label: 'x', code: codeNow(t, secret) });
    expect(saved.status).toBe(200);
  });

  it("removes only the caller's own", async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    const [entry] = dataOf(await save(a, ADDRESS)).docs ?? [];
    if (!entry) throw new Error('not saved');
    const foreign = await call(t, routes.addressDelete.member, { params: { _id: entry._id }, token: b.token });
    expect(foreign.status).toBe(404);
    const own = await call(t, routes.addressDelete.member, { params: { _id: entry._id }, token: a.token });
    expect(own.status).toBe(200);
    expect(own.body.message).toBe(MSG.addressRemoved);
    expect(dataOf(own).docs).toHaveLength(0);
  });
});

describe('withdraw only to saved addresses', () => {
  it('refuses other addresses and locked ones, and allows a saved one past its lock', async () => {
    const member = await memberWithIncome();
    await save(member, ADDRESS);
    const on = await setOnly(member, true);
    expect(on.body.message).toBe(MSG.addressOnlyOn);
    expect(dataOf(on)).toMatchObject({ onlySaved: true, onlySavedUntil: null });

    const elsewhere = await askWithdrawal(member, OTHER_ADDRESS);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe(MSG.withdrawalAddressNotSaved);
    const locked = await askWithdrawal(member, ADDRESS);
    expect(locked.status).toBe(403);
    const usableFrom = (await book(member)).docs[0]?.usableFrom ?? '';
    expect(locked.body.message).toBe(addressLockedMessage(usableFrom));

    t.clock.advanceSeconds(24 * HOUR + 1);
    expect((await askWithdrawal(member, ADDRESS)).status).toBe(200);
  });

  it('turned off, holds until the lock has passed', async () => {
    const member = await memberWithIncome();
    await setOnly(member, true);
    // The code alone (a session and the mailbox) does not turn it off: the password too.
    await onlyCall(member, { on: false });
    const code = await readLatestOtp(t, member.email);
    expect(await onlyCall(member, { on: false, code })).toMatchObject({
      status: 400,
      body: { message: MSG.oldPasswordRequired },
    });
    const wrong = await onlyCall(member, { on: false, code, password: 'Not-the-password1' });
    expect(wrong.body.message).toBe(MSG.oldPasswordWrong);
    const off = await onlyCall(member, { on: false, code, password: member.password });
    expect(off.body.message).toBe(MSG.addressOnlyOffScheduled);
    const until = new Date(t.clock.now().getTime() + 24 * HOUR * 1000).toISOString();
    expect(dataOf(off)).toMatchObject({ onlySaved: true, onlySavedUntil: until });
    expect((await askWithdrawal(member, OTHER_ADDRESS)).status).toBe(403);
    await afterResponseSettled();
    const [alert] = await readOutbox({ dir: t.outboxDir, to: member.email, limit: 1 });
    expect(alert?.subject).toBe('"Withdraw only to saved addresses" was turned off on your NexaTech account');
    const twice = await onlyCall(member, { on: false });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MSG.addressOnlyUnchanged);
  });

  it('checks again at the verify: switched on after the request, the verify is refused', async () => {
    const member = await memberWithIncome();
    await newRequestWindow(t);
    const request = await requestWithdrawal(t, { member, amount: 50, address: OTHER_ADDRESS });
    await setOnly(member, true);
    const verified = await call(t, routes.withdrawalVerify.member, {
      body: { address: OTHER_ADDRESS, amount: 50, otp: request.otp, _id: request.id },
      token: member.token,
      ip: nextClientIp(),
    });
    expect(verified.status).toBe(403);
    expect(verified.body.message).toBe(MSG.withdrawalAddressNotSaved);
  });

  it('a password change locks every saved address again', async () => {
    const member = await memberWithIncome();
    await saveSettings(t, operator, { newAddressHoldHours: 1 });
    try {
      await save(member, ADDRESS);
      await setOnly(member, true);
      t.clock.advanceSeconds(2 * HOUR);
      const changed = await call(t, routes.passwordChange.member, {
        body: { oldPassword: member.password, password: 'Another@123', confirmPassword: 'Another@123' },
        token: member.token,
        ip: nextClientIp(),
      });
      expect(changed.status, changed.body.message).toBe(200);
      const refused = await askWithdrawal(member, ADDRESS);
      expect(refused.status).toBe(403);
      expect((await book(member)).docs[0]?.usableFrom).toBe(
        new Date(t.clock.now().getTime() + HOUR * 1000).toISOString(),
      );
    } finally {
      await saveSettings(t, operator, { newAddressHoldHours: 24 });
    }
  });
});
