import { MSG, receiverLockedMessage, routes, transferReceiverNewMessage } from '@app/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { readOutbox } from '../../../src/lib/mailer';
import { call, dataOf, newOperatorToken, nextClientIp, readLatestOtp, signedInMember, useTestApp } from '../../helper';
import { creditIncome, newTransferWindow, requestTransfer, verifyTransfer } from '../../transfer-kit';

// The member's locks over transfers (docs/decisions/046-no-way-around-the-second-person.md): with "withdraw only to
// saved addresses" on, a transfer goes only to a saved receiver past its lock; without it, the first transfer to a
// member never paid before waits out the same lock as a new address. The attack: a thief holding a session and the
// mailbox sends a member's income to a fresh account at once.
const t = useTestApp({ payoutSafety: true });
let operator: string;
beforeEach(async () => {
  operator = await newOperatorToken(t);
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
const HOUR = 3600;

async function sender() {
  const member = await signedInMember(t);
  await creditIncome(t, { memberId: member.id, operator, amount: '500' });
  return member;
}

const uidOf = (member: Member) => String(member.referId);
const ask = (member: Member, receiver: Member, amount = 10) =>
  call(t, routes.walletTransfer.member, {
    body: { receiverId: uidOf(receiver), amount },
    token: member.token,
    ip: nextClientIp(),
  });
const book = async (member: Member) => dataOf(await call(t, routes.addresses.member, { token: member.token }));
const saveCall = (member: Member, body: Record<string, unknown>) =>
  call(t, routes.receiverSave.member, { body, token: member.token, ip: nextClientIp() });

async function saveReceiver(member: Member, receiver: Member, label = 'My sister') {
  const asked = await saveCall(member, { receiverId: uidOf(receiver), label });
  expect(asked.body.message).toBe(MSG.addressCodeSent);
  return saveCall(member, { receiverId: uidOf(receiver), label, code: await readLatestOtp(t, member.email) });
}

async function setOnly(member: Member) {
  await call(t, routes.addressOnly.member, { body: { on: true }, token: member.token, ip: nextClientIp() });
  const code = await readLatestOtp(t, member.email);
  const on = await call(t, routes.addressOnly.member, {
    body: { on: true, code },
    token: member.token,
    ip: nextClientIp(),
  });
  expect(on.body.message).toBe(MSG.addressOnlyOn);
}

describe('the first transfer to a member never paid before', () => {
  it('saves them, locked, tells when it can go, and alerts the member; after the lock it goes', async () => {
    const member = await sender();
    const receiver = await signedInMember(t);
    const first = await ask(member, receiver);
    const until = new Date(t.clock.now().getTime() + 24 * HOUR * 1000).toISOString();
    expect(first.status).toBe(403);
    expect(first.body.message).toBe(transferReceiverNewMessage(until));
    expect((await book(member)).receivers).toEqual([
      expect.objectContaining({ uid: uidOf(receiver), label: uidOf(receiver), usableFrom: until }),
    ]);
    await afterResponseSettled();
    const [alert] = await readOutbox({ dir: t.outboxDir, to: member.email, limit: 1 });
    expect(alert?.subject).toMatch(/transfer receiver was saved/);
    expect(alert?.text).toContain('/freeze-account/');

    // Asked again inside the lock: the lock's end, nothing more saved.
    await newTransferWindow(t);
    const again = await ask(member, receiver);
    expect(again.body.message).toBe(receiverLockedMessage(until));
    expect((await book(member)).receivers).toHaveLength(1);

    t.clock.advanceSeconds(24 * HOUR + 1);
    await newTransferWindow(t);
    const { id, otp } = await requestTransfer(t, { sender: member, receiverUid: uidOf(receiver), amount: 10 });
    expect((await verifyTransfer(t, { token: member.token, id, otp })).status).toBe(200);
  });

  it('a member paid before is sent to at once, even after removing them from the book', async () => {
    const member = await sender();
    const receiver = await signedInMember(t);
    await ask(member, receiver);
    t.clock.advanceSeconds(24 * HOUR + 1);
    await newTransferWindow(t);
    const paid = await requestTransfer(t, { sender: member, receiverUid: uidOf(receiver), amount: 10 });
    expect((await verifyTransfer(t, { token: member.token, id: paid.id, otp: paid.otp })).status).toBe(200);
    const saved = (await book(member)).receivers[0];
    const removed = await call(t, routes.receiverDelete.member, {
      params: { _id: String(saved?._id) },
      token: member.token,
    });
    expect(removed.body.message).toBe(MSG.receiverRemoved);
    await newTransferWindow(t);
    expect((await ask(member, receiver)).status).toBe(200);
  });
  it('a receiver removed between the two steps is saved again at the verify, locked, and nothing moves', async () => {
    const member = await sender();
    const receiver = await signedInMember(t);
    await ask(member, receiver);
    t.clock.advanceSeconds(24 * HOUR + 1);
    await newTransferWindow(t);
    const waiting = await requestTransfer(t, { sender: member, receiverUid: uidOf(receiver), amount: 10 });
    const saved = (await book(member)).receivers[0];
    await call(t, routes.receiverDelete.member, { params: { _id: String(saved?._id) }, token: member.token });
    const verified = await verifyTransfer(t, { token: member.token, id: waiting.id, otp: waiting.otp });
    const until = new Date(t.clock.now().getTime() + 24 * HOUR * 1000).toISOString();
    expect(verified.status).toBe(403);
    expect(verified.body.message).toBe(transferReceiverNewMessage(until));
    expect((await book(member)).receivers).toEqual([expect.objectContaining({ usableFrom: until })]);
  });
});

describe('with only saved addresses on, only saved receivers', () => {
  it('refuses an unsaved receiver and a locked one, and sends to a saved one past its lock', async () => {
    const member = await sender();
    const receiver = await signedInMember(t);
    await setOnly(member);
    const unsaved = await ask(member, receiver);
    expect(unsaved.status).toBe(403);
    expect(unsaved.body.message).toBe(MSG.transferReceiverNotSaved);
    expect((await book(member)).receivers).toEqual([]);

    const saved = await saveReceiver(member, receiver);
    expect(saved.body.message).toBe(MSG.receiverSaved);
    const usableFrom = (await book(member)).receivers[0]?.usableFrom ?? '';
    await newTransferWindow(t);
    expect((await ask(member, receiver)).body.message).toBe(receiverLockedMessage(usableFrom));

    t.clock.advanceSeconds(24 * HOUR + 1);
    await newTransferWindow(t);
    expect((await ask(member, receiver)).status).toBe(200);
  });

  it('a member paid before is not enough: the switch asks for a saved receiver', async () => {
    const member = await sender();
    const receiver = await signedInMember(t);
    await ask(member, receiver);
    t.clock.advanceSeconds(24 * HOUR + 1);
    await newTransferWindow(t);
    const paid = await requestTransfer(t, { sender: member, receiverUid: uidOf(receiver), amount: 10 });
    await verifyTransfer(t, { token: member.token, id: paid.id, otp: paid.otp });
    const saved = (await book(member)).receivers[0];
    await call(t, routes.receiverDelete.member, { params: { _id: String(saved?._id) }, token: member.token });
    await setOnly(member);
    await newTransferWindow(t);
    expect((await ask(member, receiver)).body.message).toBe(MSG.transferReceiverNotSaved);
  });

  it('checks again at the verify: switched on after the request, the verify is refused and nothing moves', async () => {
    const member = await sender();
    const receiver = await signedInMember(t);
    await ask(member, receiver);
    t.clock.advanceSeconds(24 * HOUR + 1);
    await newTransferWindow(t);
    const waiting = await requestTransfer(t, { sender: member, receiverUid: uidOf(receiver), amount: 10 });
    const saved = (await book(member)).receivers[0];
    await call(t, routes.receiverDelete.member, { params: { _id: String(saved?._id) }, token: member.token });
    await setOnly(member);
    const verified = await verifyTransfer(t, { token: member.token, id: waiting.id, otp: waiting.otp });
    expect(verified.status).toBe(403);
    expect(verified.body.message).toBe(MSG.transferReceiverNotSaved);
  });
});

describe('saved receivers', () => {
  it('refuses the caller, an unknown UID, a bad name, a second save and a wrong code, with their messages', async () => {
    const member = await sender();
    const receiver = await signedInMember(t);
    expect((await saveCall(member, { receiverId: uidOf(member), label: 'Me' })).body.message).toBe(MSG.transferToSelf);
    expect((await saveCall(member, { receiverId: 'NOSUCH9', label: 'X' })).body.message).toBe(
      MSG.transferReceiverUnknown,
    );
    expect((await saveCall(member, { receiverId: uidOf(receiver), label: ' ' })).body.message).toBe(
      MSG.receiverLabelInvalid,
    );
    await saveCall(member, { receiverId: uidOf(receiver), label: 'Sis' });
    const wrong = await saveCall(member, { receiverId: uidOf(receiver), label: 'Sis', code: '000000' });
    expect(wrong.status).toBe(400);
    expect((await book(member)).receivers).toEqual([]);
    t.clock.advanceSeconds(61);
    await saveReceiver(member, receiver);
    expect((await saveCall(member, { receiverId: uidOf(receiver), label: 'Sis' })).body.message).toBe(
      MSG.receiverAlreadySaved,
    );
  });

  it("removes only the caller's own", async () => {
    const member = await sender();
    const other = await signedInMember(t);
    const receiver = await signedInMember(t);
    await saveReceiver(member, receiver);
    const saved = (await book(member)).receivers[0];
    const theirs = await call(t, routes.receiverDelete.member, {
      params: { _id: String(saved?._id) },
      token: other.token,
    });
    expect(theirs.status).toBe(404);
    expect((await book(member)).receivers).toHaveLength(1);
  });

  it('a password change locks every saved receiver again', async () => {
    const member = await sender();
    const receiver = await signedInMember(t);
    await saveReceiver(member, receiver);
    t.clock.advanceSeconds(24 * HOUR + 1);
    const changed = await call(t, routes.passwordChange.member, {
      body: { oldPassword: member.password, password: 'A-new-password-9', confirmPassword: 'A-new-password-9' },
      token: member.token,
    });
    expect(changed.status, changed.body.message).toBe(200);
    const until = new Date(t.clock.now().getTime() + 24 * HOUR * 1000).toISOString();
    expect((await book(member)).receivers[0]?.usableFrom).toBe(until);
  });
});
