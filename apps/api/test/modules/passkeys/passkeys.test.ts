import { MSG, OPERATORS_MSG, PASSKEYS_PER_ACCOUNT, ROLE, routes } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { auditLog, securityEvents } from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import {
  call,
  createMember,
  dataOf,
  newOperatorToken,
  nextClientIp,
  operatorToken,
  signedInMember,
  type TestContext,
  useTestApp,
} from '../../helper';
import { TestPasskey } from '../../passkey-authenticator';
import { creditIncome, requestTransfer } from '../../transfer-kit';
import { securityProof } from '../../two-factor-kit';
import { newRequestWindow, requestWithdrawal } from '../../withdrawal-kit';

// Passkeys (docs/decisions/042-passkeys.md): adding one, signing in with it, confirming a withdrawal or transfer in
// place of the mailed code, removing one; and the answers a thief's copy would give: a wrong origin, a replayed
// signature, a counter that goes backwards.
const t = useTestApp();
let operator: string;
beforeEach(async () => {
  operator = await newOperatorToken(t);
});

type Account = { token: string; password: string; id: string; email: string };
const origin = (ctx: TestContext) => ctx.ctx.config.PUBLIC_URL;

async function addPasskey(account: Account, options: { operator?: boolean; name?: string } = {}) {
  const [start, add] = options.operator
    ? [routes.operatorPasskeyOptions, routes.operatorPasskeyAdd]
    : [routes.passkeyOptions.member, routes.passkeyAdd.member];
  const proof = await securityProof(t, {
    token: account.token,
    kind: options.operator ? 'operator' : 'member',
    email: account.email,
    password: account.password,
  });
  const asked = await call(t, start, {
    body: proof,
    token: account.token,
    ip: nextClientIp(),
  });
  expect(asked.status, asked.body.message).toBe(200);
  const passkey = new TestPasskey(origin(t));
  const added = await call(t, add, {
    body: { name: options.name ?? 'My phone', credential: passkey.register(dataOf(asked).options) },
    token: account.token,
    ip: nextClientIp(),
  });
  expect(added.status, added.body.message).toBe(200);
  return passkey;
}

async function signinChallenge(options: { operator?: boolean } = {}) {
  const asked = await call(t, options.operator ? routes.operatorPasskeySigninOptions : routes.passkeySigninOptions, {
    ip: nextClientIp(),
  });
  expect(asked.status).toBe(200);
  return dataOf(asked).options;
}

function signIn(credential: ReturnType<TestPasskey['assert']>, options: { operator?: boolean } = {}) {
  return call(t, options.operator ? routes.operatorPasskeySignin : routes.passkeySignin, {
    body: { credential },
    ip: nextClientIp(),
  });
}

describe('adding a passkey', () => {
  it('asks the password first, keeps the passkey, audits it and lists it in the security activity', async () => {
    const member = await signedInMember(t);
    const wrong = await call(t, routes.passkeyOptions.member, {
      body: { password: 'Not-the-password1', securityCode: '123456' },
      token: member.token,
      ip: nextClientIp(),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MSG.oldPasswordWrong);

    await addPasskey(member, { name: '  Laptop  ' });
    const listed = dataOf(await call(t, routes.passkeys.member, { token: member.token })).docs;
    expect(listed).toEqual([expect.objectContaining({ name: 'Laptop', lastUsedAt: null })]);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.actorId, member.id));
    expect(audit.map((row) => row.action)).toContain('passkey.add');
    const events = await t.ctx.db.select().from(securityEvents).where(eq(securityEvents.userId, member.id));
    expect(events.map((row) => row.kind)).toContain('passkeyAdded');
    await afterResponseSettled();
    const [alert] = await readOutbox({ dir: t.outboxDir, to: member.email, limit: 1 });
    expect(alert?.subject).toBe('A passkey was added to your NexaTech account');
    expect(alert?.text).toContain('/freeze-account/');
  });

  it('refuses a credential made for another origin, and one whose challenge was already used', async () => {
    const member = await signedInMember(t);
    const asked = await call(t, routes.passkeyOptions.member, {
      body: await securityProof(t, { token: member.token, email: member.email, password: member.password }),
      token: member.token,
      ip: nextClientIp(),
    });
    const options = dataOf(asked).options;
    const passkey = new TestPasskey(origin(t));
    const lookalike = await call(t, routes.passkeyAdd.member, {
      body: { name: 'Phone', credential: passkey.register(options, { origin: 'https://nexatech-login.example' }) },
      token: member.token,
    });
    expect(lookalike.status).toBe(400);
    expect(lookalike.body.message).toBe(MSG.passkeyInvalid);
    // The failed answer took the challenge: it cannot be answered again, rightly or not.
    const again = await call(t, routes.passkeyAdd.member, {
      body: { name: 'Phone', credential: passkey.register(options) },
      token: member.token,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.passkeyExpired);
    expect(dataOf(await call(t, routes.passkeys.member, { token: member.token })).docs).toEqual([]);
  });

  it('says the name rule, and keeps no more than the limit', async () => {
    const member = await signedInMember(t);
    const unnamed = await call(t, routes.passkeyAdd.member, {
      body: { name: ' ', credential: new TestPasskey(origin(t)).register({ challenge: 'x' }) },
      token: member.token,
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toBe(MSG.passkeyNameInvalid);
    for (let i = 0; i < PASSKEYS_PER_ACCOUNT; i += 1) await addPasskey(member, { name: `Key ${i}` });
    const asked = await call(t, routes.passkeyOptions.member, {
      body: await securityProof(t, { token: member.token, email: member.email, password: member.password }),
      token: member.token,
      ip: nextClientIp(),
    });
    const extra = await call(t, routes.passkeyAdd.member, {
      body: { name: 'One too many', credential: new TestPasskey(origin(t)).register(dataOf(asked).options) },
      token: member.token,
    });
    expect(extra.status).toBe(409);
    expect(extra.body.message).toBe(MSG.passkeyLimit);
  });
});

describe('signing in with a passkey', () => {
  it('answers a session as log-in does, and records the sign-in', async () => {
    const member = await signedInMember(t);
    const passkey = await addPasskey(member);
    const signed = await signIn(passkey.assert(await signinChallenge()));
    expect(signed.status, signed.body.message).toBe(200);
    expect(signed.body.message).toBe(MSG.loginSuccess);
    const profile = await call(t, routes.profile.member, { token: signed.body.api_token });
    expect(profile.status).toBe(200);
    expect(dataOf(profile).email).toBe(member.email);
    const [listed] = dataOf(await call(t, routes.passkeys.member, { token: member.token })).docs;
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('refuses a signature for another origin (a look-alike site)', async () => {
    const member = await signedInMember(t);
    const passkey = await addPasskey(member);
    const phished = await signIn(
      passkey.assert(await signinChallenge(), { origin: 'https://nexatech-secure-login.example' }),
    );
    expect(phished.status).toBe(400);
    expect(phished.body.message).toBe(MSG.passkeyInvalid);
    expect(phished.body.api_token).toBeUndefined();
  });

  it('refuses a sign-in whose device did not check its owner (touched, no PIN or biometrics)', async () => {
    const member = await signedInMember(t);
    const passkey = await addPasskey(member);
    const touched = await signIn(passkey.assert(await signinChallenge(), { userVerified: false }));
    expect(touched.status).toBe(400);
    expect(touched.body.message).toBe(MSG.passkeyInvalid);
    expect((await signIn(passkey.assert(await signinChallenge()))).status).toBe(200);
  });

  it('refuses a replayed signature: the challenge is taken once', async () => {
    const member = await signedInMember(t);
    const passkey = await addPasskey(member);
    const answer = passkey.assert(await signinChallenge());
    expect((await signIn(answer)).status).toBe(200);
    const replayed = await signIn(answer);
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe(MSG.passkeyExpired);
  });

  it('refuses a signature count that goes backwards (a copied key)', async () => {
    const member = await signedInMember(t);
    const passkey = await addPasskey(member);
    expect((await signIn(passkey.assert(await signinChallenge(), { counter: 7 }))).status).toBe(200);
    const copied = await signIn(passkey.assert(await signinChallenge(), { counter: 3 }));
    expect(copied.status).toBe(400);
    expect(copied.body.message).toBe(MSG.passkeyCounterBackwards);
    const same = await signIn(passkey.assert(await signinChallenge(), { counter: 7 }));
    expect(same.body.message).toBe(MSG.passkeyCounterBackwards);
  });

  it('refuses an unknown or removed passkey, a blocked member, and a member at the console door', async () => {
    const member = await signedInMember(t);
    const stranger = new TestPasskey(origin(t));
    const unknown = await signIn(stranger.assert(await signinChallenge()));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MSG.passkeyUnknown);

    const passkey = await addPasskey(member);
    const atConsole = await signIn(passkey.assert(await signinChallenge({ operator: true })), { operator: true });
    expect(atConsole.status).toBe(400);
    expect(atConsole.body.message).toBe(MSG.passkeyUnknown);

    await t.ctx.db.execute(sql`update users set blocked_at = now() where id = ${member.id}`);
    const blocked = await signIn(passkey.assert(await signinChallenge()));
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(MSG.accountBlocked);
    await t.ctx.db.execute(sql`update users set blocked_at = null where id = ${member.id}`);

    const [row] = dataOf(await call(t, routes.passkeys.member, { token: member.token })).docs;
    const other = await signedInMember(t);
    const notTheirs = await call(t, routes.passkeyDelete.member, {
      params: { _id: row?._id ?? '' },
      body: await securityProof(t, { token: other.token, email: other.email, password: other.password }),
      token: other.token,
    });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.message).toBe(MSG.passkeyNotFound);
    const removed = await call(t, routes.passkeyDelete.member, {
      params: { _id: row?._id ?? '' },
      body: await securityProof(t, { token: member.token, email: member.email, password: member.password }),
      token: member.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(MSG.passkeyRemoved);
    const gone = await signIn(passkey.assert(await signinChallenge()));
    expect(gone.body.message).toBe(MSG.passkeyUnknown);
  });

  it("forgets a closed account's passkeys: they sign nobody in", async () => {
    const member = await signedInMember(t);
    const passkey = await addPasskey(member);
    const closed = await call(t, routes.closeAccount, {
      body: { password: member.password },
      token: member.token,
      ip: nextClientIp(),
    });
    expect(closed.status, closed.body.message).toBe(200);
    const after = await signIn(passkey.assert(await signinChallenge()));
    expect(after.status).toBe(400);
    expect(after.body.message).toBe(MSG.passkeyUnknown);
  });

  it('signs an operator in at the console, and a disabled operator not', async () => {
    const owner = await createMember(t, { role: ROLE.admin });
    const signedInOwner = { ...owner, token: await ownerToken(owner) };
    const passkey = await addPasskey(signedInOwner, { operator: true });
    const atMemberDoor = await signIn(passkey.assert(await signinChallenge()));
    expect(atMemberDoor.body.message).toBe(MSG.passkeyUnknown);
    const signed = await signIn(passkey.assert(await signinChallenge({ operator: true })), { operator: true });
    expect(signed.status, signed.body.message).toBe(200);
    expect(signed.body.message).toBe(MSG.operatorSignedIn);
    await t.ctx.db.execute(sql`update users set blocked_at = now() where id = ${owner.id}`);
    const disabled = await signIn(passkey.assert(await signinChallenge({ operator: true })), { operator: true });
    expect(disabled.status).toBe(403);
    expect(disabled.body.message).toBe(OPERATORS_MSG.accountDisabled);
  });
});

const ownerToken = (owner: { email: string; password: string }) => operatorToken(t, owner);

describe('confirming with a passkey in place of the code', () => {
  async function confirmOptions(member: Account, purpose: 'withdrawal' | 'transfer', id: string) {
    const asked = await call(t, routes.passkeyConfirmOptions.member, {
      body: { purpose, _id: id },
      token: member.token,
    });
    expect(asked.status, asked.body.message).toBe(200);
    return dataOf(asked).options;
  }

  it('confirms a withdrawal, and a signature made for another request confirms nothing', async () => {
    const member = await signedInMember(t);
    await creditIncome(t, { memberId: member.id, operator, amount: '500' });
    const passkey = await addPasskey(member);
    await newRequestWindow(t);
    const first = await requestWithdrawal(t, { member, amount: 40 });
    await newRequestWindow(t);
    const second = await requestWithdrawal(t, { member, amount: 45 });

    const forFirst = passkey.assert(await confirmOptions(member, 'withdrawal', first.id));
    const crossed = await call(t, routes.withdrawalVerify.member, {
      body: { ...second.data, address: second.data.address, amount: '45', _id: second.id, passkey: forFirst },
      token: member.token,
      ip: nextClientIp(),
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.message).toBe(MSG.passkeyExpired);

    const verified = await call(t, routes.withdrawalVerify.member, {
      body: {
        address: second.data.address,
        amount: '45',
        _id: second.id,
        passkey: passkey.assert(await confirmOptions(member, 'withdrawal', second.id)),
      },
      token: member.token,
      ip: nextClientIp(),
    });
    expect(verified.status, verified.body.message).toBe(200);
    expect(dataOf(verified).status).toBe('pending');

    const neither = await call(t, routes.withdrawalVerify.member, {
      body: { address: first.data.address, amount: '40', _id: first.id },
      token: member.token,
    });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe(MSG.otpRequiredWithdrawal);
  });

  it("confirms a transfer, and another member's passkey cannot", async () => {
    const sender = await signedInMember(t);
    const receiver = await signedInMember(t);
    await creditIncome(t, { memberId: sender.id, operator, amount: '200' });
    const passkey = await addPasskey(sender);
    const stranger = await signedInMember(t);
    const strangerKey = await addPasskey(stranger);
    const transfer = await requestTransfer(t, { sender, receiverUid: String(receiver.referId), amount: 20 });

    const strangers = await call(t, routes.walletTransferVerify.member, {
      body: { _id: transfer.id, passkey: strangerKey.assert(await confirmOptions(stranger, 'transfer', transfer.id)) },
      token: sender.token,
      ip: nextClientIp(),
    });
    expect(strangers.status).toBe(400);
    expect(strangers.body.message).toBe(MSG.passkeyExpired);

    const done = await call(t, routes.walletTransferVerify.member, {
      body: { _id: transfer.id, passkey: passkey.assert(await confirmOptions(sender, 'transfer', transfer.id)) },
      token: sender.token,
      ip: nextClientIp(),
    });
    expect(done.status, done.body.message).toBe(200);
  });

  it('has nothing to offer a member without passkeys', async () => {
    const member = await signedInMember(t);
    const asked = await call(t, routes.passkeyConfirmOptions.member, {
      body: { purpose: 'transfer', _id: '00000000-0000-4000-8000-000000000001' },
      token: member.token,
    });
    expect(asked.status).toBe(404);
    expect(asked.body.message).toBe(MSG.passkeyNotFound);
  });
});
