import { randomBytes } from 'node:crypto';
import { fillMessage, MSG, MSG_PATTERNS, OPERATORS_MSG, type OperatorRow, ROLE, routes } from '@app/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { auditLog, operatorInvites, sessions, users } from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import { verifyPassword } from '../../../src/lib/passwords';
import { sha256 } from '../../../src/lib/tokens';
import {
  call,
  countMails,
  createMember,
  dataOf,
  nextClientIp,
  operatorToken,
  readLatestOtp,
  type TestContext,
  useTestApp,
} from '../../helper';

// The operators' own management: the list, an invitation with a one-time link to set a password, and disabling
// and enabling an operator without ever leaving the console to nobody.

const NEW_PASSWORD = 'Fresh@Console42';
const invalidLink = { success: false, message: OPERATORS_MSG.linkInvalid, code: 'UNAUTHENTICATED' };

const list = (t: TestContext, token: string) => call(t, routes.adminOperators, { token });
// A role unless the test says otherwise: most of these tests are about the invitation, not the role.
const invite = (t: TestContext, token: string, body: Record<string, unknown>) =>
  call(t, routes.adminOperatorCreate, { body: { role: 'support', ...body }, token });
/** The operator an invitation answered with (an owner's invitation answers none: it waits). */
function operatorRowOf(answer: { status: number; body: { message: string; data?: OperatorRow | null } }): OperatorRow {
  const row = dataOf(answer);
  if (!row) throw new Error(`no operator in the answer: ${answer.body.message}`);
  return row;
}
const changeRole = (t: TestContext, token: string, id: string, role: string) =>
  call(t, routes.adminOperatorRole, { params: { _id: id }, body: { role }, token });
const setPassword = (t: TestContext, body: Record<string, unknown>, ip = nextClientIp()) =>
  call(t, routes.operatorSetPassword, { body, ip });
const disable = (t: TestContext, token: string, id: string) =>
  call(t, routes.adminOperatorDisable, { params: { _id: id }, token });
const enable = (t: TestContext, token: string, id: string) =>
  call(t, routes.adminOperatorEnable, { params: { _id: id }, token });
const withPassword = (token: string, password = NEW_PASSWORD) => ({ token, password, confirmPassword: password });

/** The token of the invitation link last mailed to `email`, read from the outbox as the invitee would. */
async function mailedLink(t: TestContext, email: string) {
  await afterResponseSettled();
  const [mail] = await readOutbox({ dir: t.outboxDir, to: email, limit: 1 });
  const token = mail?.text.match(/\/admin\/set-password\/([A-Za-z0-9_-]+)/)?.[1];
  if (!mail || !token) throw new Error(`no invitation mailed to ${email}`);
  return { mail, token };
}

let sequence = 0;
/** Invites a new operator and answers its row and the mailed link's token. */
async function invited(t: TestContext, token: string, fullName = 'Ivy Invited') {
  sequence += 1;
  const email = `invited${sequence}.${process.pid}@example.test`;
  const answer = await invite(t, token, { fullName, email });
  expect(answer.status).toBe(200);
  return { ...operatorRowOf(answer), link: (await mailedLink(t, email)).token };
}

/** The audit rows about one account; one clock tick holds several, so those of a tick sort by action name. */
async function auditOf(t: TestContext, targetId: string) {
  return t.ctx.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, targetType: auditLog.targetType })
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(auditLog.createdAt, auditLog.action);
}

const signin = (t: TestContext, email: string, password: string) =>
  call(t, routes.operatorSignin, { body: { email, password }, ip: nextClientIp() });

describe('operators in the console', () => {
  const t = useTestApp();
  let me: { id: string; email: string; password: string; token: string };

  beforeAll(async () => {
    const account = await createMember(t, { role: ROLE.admin, fullName: 'Olga Owner' });
    me = { ...account, token: await operatorToken(t, account) };
  });

  it('lists every operator newest first with its status, marks the caller, and lists no member', async () => {
    const member = await createMember(t, { fullName: 'Mona Member' });
    const other = await createMember(t, { role: ROLE.admin, fullName: 'Otto Other' });
    const answer = await list(t, me.token);
    expect(answer.status).toBe(200);
    const page = dataOf(answer);
    expect(page).toMatchObject({ limit: 10, page: 1, totalPages: 1 });
    expect(page.docs.map((row) => row._id)).not.toContain(member.id);
    expect(page.totalDocs).toBe(page.docs.length);
    expect(page.docs.find((row) => row._id === me.id)).toMatchObject({ status: 'active', isSelf: true });
    expect(page.docs.find((row) => row._id === other.id)).toEqual({
      _id: other.id,
      fullName: 'Otto Other',
      email: other.email,
      status: 'active',
      createdAt: other.createdAt.toISOString(),
      disabledAt: null,
      role: 'owner',
      isSelf: false,
    });
    const created = page.docs.map((row) => row.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('invites: an operator whose password nobody knows, a mailed one-time link, only its hash stored, audited', async () => {
    const answer = await invite(t, me.token, { fullName: '  Ivan Newop ', email: 'Ivan.Newop@Example.test' });
    expect(answer.body).toMatchObject({ success: true, message: OPERATORS_MSG.invited });
    const row = operatorRowOf(answer);
    expect(row).toMatchObject({
      fullName: 'Ivan Newop',
      email: 'ivan.newop@example.test',
      status: 'invited',
      role: 'support',
    });
    expect(row).toMatchObject({ disabledAt: null, isSelf: false });

    const { mail, token } = await mailedLink(t, 'ivan.newop@example.test');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.subject).toBe('You are invited to the NexaTech operator console');
    // Whole addresses a mail client can open; PUBLIC_URL's default is the local server.
    expect(mail.text).toContain(`\nhttp://localhost:3000/admin/set-password/${token}\n`);
    expect(mail.text).toContain('sign in at http://localhost:3000/admin/login');
    expect(mail.text).toContain('Olga Owner invited you');
    expect(mail.text).toContain('within 24 hours');

    const [account] = await t.ctx.db.select().from(users).where(eq(users.id, row._id));
    expect(account).toMatchObject({
      role: ROLE.admin,
      operatorRole: 'support',
      referId: null,
      sponsorId: null,
      blockedAt: null,
    });
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    for (const guess of ['', token, 'Ivan Newop'])
      expect(await verifyPassword(String(account?.passwordHash), guess)).toBe(false);
    const invites = await t.ctx.db.select().from(operatorInvites).where(eq(operatorInvites.userId, row._id));
    expect(invites).toEqual([
      expect.objectContaining({
        tokenHash: sha256(token),
        invitedBy: me.id,
        usedAt: null,
        expiresAt: new Date(t.clock.now().getTime() + 24 * 3600_000),
      }),
    ]);
    expect(JSON.stringify(invites)).not.toContain(token);
    expect(await auditOf(t, row._id)).toEqual([{ action: 'operator.create', actorId: me.id, targetType: 'operator' }]);
    expect(JSON.stringify(await t.ctx.db.select().from(auditLog))).not.toContain(token);
    const listed = dataOf(await list(t, me.token)).docs.find((each) => each._id === row._id);
    expect(listed?.status).toBe('invited');
  });

  it('refuses an e-mail any account uses, member, vendor or operator, in any case, and mails nothing', async () => {
    const member = await createMember(t);
    const vendor = await createMember(t, { role: ROLE.vendor });
    const operator = await createMember(t, { role: ROLE.admin });
    for (const email of [member.email, vendor.email.toUpperCase(), operator.email]) {
      const answer = await invite(t, me.token, { fullName: 'Taken Address', email });
      expect({ email, status: answer.status, body: answer.body }).toEqual({
        email,
        status: 409,
        body: { success: false, message: OPERATORS_MSG.emailTaken, code: 'CONFLICT' },
      });
      expect(await countMails(t, email)).toBe(0);
    }
  });

  it.each([
    ['no name', { email: 'x@example.test' }, MSG.fullNameRequired],
    ['a blank name', { fullName: '   ', email: 'x@example.test' }, MSG.fullNameRequired],
    ['a name over 100 characters', { fullName: 'N'.repeat(101), email: 'x@example.test' }, MSG.fullNameRequired],
    ['no e-mail', { fullName: 'Nora' }, MSG.emailRequired],
    ['an empty e-mail', { fullName: 'Nora', email: '' }, MSG.emailRequired],
    ['a bad e-mail', { fullName: 'Nora', email: 'nora@example' }, MSG.emailInvalid],
    ['a line break in the name', { fullName: 'No\nra', email: 'x@example.test' }, MSG.controlCharacters],
    ['no role', { fullName: 'Nora', email: 'x@example.test', role: undefined }, OPERATORS_MSG.roleInvalid],
    ['an unknown role', { fullName: 'Nora', email: 'x@example.test', role: 'admin' }, OPERATORS_MSG.roleInvalid],
  ])('refuses %s with the form message', async (_title, body, message) => {
    const answer = await invite(t, me.token, body);
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
  });

  it('sets the password once; then the operator signs in with it and the mailed code, and is active', async () => {
    const row = await invited(t, me.token, 'Pia Password');
    expect(await setPassword(t, withPassword(row.link))).toEqual({
      status: 200,
      body: { success: true, message: OPERATORS_MSG.passwordSet },
    });
    expect(await setPassword(t, withPassword(row.link, 'Other@Console42'))).toEqual({ status: 401, body: invalidLink });
    expect(await auditOf(t, row._id)).toEqual([
      { action: 'operator.create', actorId: me.id, targetType: 'operator' },
      { action: 'operator.passwordSet', actorId: row._id, targetType: 'operator' },
    ]);

    const token = await operatorToken(t, { email: row.email, password: NEW_PASSWORD });
    const profile = await call(t, routes.operatorProfile, { token });
    expect(dataOf(profile)).toEqual({
      _id: row._id,
      fullName: 'Pia Password',
      email: row.email,
      role: ROLE.admin,
      operatorRole: 'support',
    });
    expect(dataOf(await list(t, me.token)).docs.find((each) => each._id === row._id)?.status).toBe('active');
    expect((await signin(t, row.email, 'Other@Console42')).status).toBe(400);
  });

  it('expires 24 hours after the invitation', async () => {
    const early = await invited(t, me.token);
    const late = await invited(t, me.token);
    t.clock.advanceSeconds(24 * 3600 - 1);
    expect((await setPassword(t, withPassword(early.link))).status).toBe(200);
    t.clock.advanceSeconds(1);
    expect(await setPassword(t, withPassword(late.link))).toEqual({ status: 401, body: invalidLink });
    const [row] = await t.ctx.db.select().from(operatorInvites).where(eq(operatorInvites.userId, late._id));
    expect(row?.usedAt).toBeNull();
    // An operator session lasts 12 hours: the tests after this one need a fresh one.
    me.token = await operatorToken(t, me);
  });

  it('checks the passwords with the sign-up rules first, and leaves the link unspent', async () => {
    const row = await invited(t, me.token);
    const refusals: [Record<string, unknown>, string][] = [
      [{ confirmPassword: NEW_PASSWORD }, MSG.passwordRequired],
      [{ password: 'short', confirmPassword: 'short' }, MSG.passwordTooShort],
      [{ password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, MSG.passwordTooLong],
      [{ password: NEW_PASSWORD }, MSG.confirmPasswordRequired],
      [{ password: NEW_PASSWORD, confirmPassword: 'Fresh@Console43' }, MSG.passwordMismatch],
      [{ password: 'aaaaaaaaaa', confirmPassword: 'aaaaaaaaaa' }, MSG.passwordTooCommon],
      [{ password: 'P@ssw0rd', confirmPassword: 'P@ssw0rd' }, MSG.passwordTooCommon],
    ];
    for (const [fields, message] of refusals) {
      const answer = await setPassword(t, { token: row.link, ...fields });
      expect({ fields, status: answer.status, message: answer.body.message }).toEqual({ fields, status: 400, message });
    }
    expect((await setPassword(t, withPassword(row.link))).status).toBe(200);
  });

  it('refuses an unknown, malformed or user-id token alike, and a non-string as a bad request', async () => {
    for (const token of [randomBytes(32).toString('base64url'), 'x', '', me.id, 'Ø'.repeat(200)]) {
      expect({ token, answer: await setPassword(t, withPassword(token)) }).toEqual({
        token,
        answer: { status: 401, body: invalidLink },
      });
    }
    for (const token of [42, null, 'x'.repeat(201)]) {
      const answer = await setPassword(t, withPassword(token as string));
      expect({ token, status: answer.status, message: answer.body.message }).toEqual({
        token,
        status: 400,
        message: OPERATORS_MSG.linkInvalid,
      });
    }
  });

  it('of three racing uses of one link, exactly one sets the password', async () => {
    const row = await invited(t, me.token);
    const answers = await Promise.all(
      ['One@Console42', 'Two@Console42', 'Six@Console42'].map((password) =>
        setPassword(t, withPassword(row.link, password)),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
    const audited = await auditOf(t, row._id);
    expect(audited.filter((entry) => entry.action === 'operator.passwordSet')).toHaveLength(1);
  });

  it('is rate-limited per client address, so tokens cannot be guessed at speed', async () => {
    const ip = nextClientIp();
    for (let attempt = 0; attempt < 20; attempt += 1)
      expect((await setPassword(t, withPassword('guess'), ip)).status).toBe(401);
    const limited = await setPassword(t, withPassword('guess'), ip);
    expect({ status: limited.status, message: limited.body.message }).toEqual({
      status: 429,
      message: MSG.rateLimited,
    });
    const row = await invited(t, me.token);
    expect((await setPassword(t, withPassword(row.link), ip)).status).toBe(429);
    expect((await setPassword(t, withPassword(row.link))).status).toBe(200);
  });

  it('disables: its sessions end at once, sign-in is refused, the link of a disabled invitee too; audited', async () => {
    const target = await createMember(t, { role: ROLE.admin, fullName: 'Dan Disabled' });
    const theirToken = await operatorToken(t, target);
    const answer = await disable(t, me.token, target.id);
    expect(answer.body).toMatchObject({ success: true, message: OPERATORS_MSG.disabled });
    expect(dataOf(answer)).toMatchObject({
      _id: target.id,
      status: 'disabled',
      disabledAt: t.clock.now().toISOString(),
    });
    expect((await call(t, routes.operatorProfile, { token: theirToken })).status).toBe(401);
    const live = await t.ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, target.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    expect(await signin(t, target.email, target.password)).toEqual({
      status: 403,
      body: { success: false, message: OPERATORS_MSG.accountDisabled, code: 'FORBIDDEN' },
    });
    expect(await signin(t, target.email, 'Wrong@12345')).toEqual({
      status: 400,
      body: { success: false, message: MSG.loginInvalid, code: 'INVALID_CREDENTIALS' },
    });
    expect(await countMails(t, target.email)).toBe(1);
    expect(await disable(t, me.token, target.id)).toMatchObject({
      status: 409,
      body: { message: OPERATORS_MSG.alreadyDisabled },
    });
    expect(await auditOf(t, target.id)).toEqual([
      { action: 'operator.disable', actorId: me.id, targetType: 'operator' },
    ]);

    const invitee = await invited(t, me.token);
    expect((await disable(t, me.token, invitee._id)).status).toBe(200);
    expect(await setPassword(t, withPassword(invitee.link))).toEqual({ status: 401, body: invalidLink });
  });

  it('refuses a code asked for before the operator was disabled', async () => {
    const target = await createMember(t, { role: ROLE.admin });
    const started = await signin(t, target.email, target.password);
    const otp = await readLatestOtp(t, target.email);
    expect((await disable(t, me.token, target.id)).status).toBe(200);
    const verified = await call(t, routes.operatorVerify, {
      body: { _id: dataOf(started)._id, otp },
      ip: nextClientIp(),
    });
    expect(verified).toEqual({
      status: 403,
      body: { success: false, message: OPERATORS_MSG.accountDisabled, code: 'FORBIDDEN' },
    });
  });

  it('enables: sign-in works again, the old sessions stay ended; audited', async () => {
    const target = await createMember(t, { role: ROLE.admin, fullName: 'Eve Enabled' });
    const oldToken = await operatorToken(t, target);
    expect((await disable(t, me.token, target.id)).status).toBe(200);
    expect(await enable(t, me.token, target.id)).toMatchObject({
      status: 200,
      body: { message: OPERATORS_MSG.enabled, data: { _id: target.id, status: 'active', disabledAt: null } },
    });
    expect((await call(t, routes.operatorProfile, { token: oldToken })).status).toBe(401);
    const newToken = await operatorToken(t, target);
    expect((await call(t, routes.operatorProfile, { token: newToken })).status).toBe(200);
    expect(await enable(t, me.token, target.id)).toMatchObject({
      status: 409,
      body: { message: OPERATORS_MSG.notDisabled },
    });
    expect(await auditOf(t, target.id)).toEqual([
      { action: 'operator.disable', actorId: me.id, targetType: 'operator' },
      { action: 'operator.enable', actorId: me.id, targetType: 'operator' },
    ]);
  });

  it('answers 404 for an unknown id and for a member or vendor, and changes nothing', async () => {
    const member = await createMember(t);
    const vendor = await createMember(t, { role: ROLE.vendor });
    for (const id of ['00000000-0000-4000-8000-000000000000', member.id, vendor.id]) {
      for (const answer of [await disable(t, me.token, id), await enable(t, me.token, id)]) {
        expect({ id, status: answer.status, message: answer.body.message }).toEqual({
          id,
          status: 404,
          message: MSG.notFound,
        });
      }
    }
    expect(
      (await call(t, routes.adminOperatorDisable, { params: { _id: 'not-a-uuid' }, token: me.token })).status,
    ).toBe(400);
    const blocked = await t.ctx.db
      .select()
      .from(users)
      .where(inArray(users.id, [member.id, vendor.id]));
    expect(blocked.map((row) => row.blockedAt)).toEqual([null, null]);
  });

  it('refuses an operator disabling themselves or changing their own role, and changes nothing', async () => {
    const self = await createMember(t, { role: ROLE.admin });
    const token = await operatorToken(t, self);
    const notSelf = { status: 409, body: { success: false, message: OPERATORS_MSG.notSelf, code: 'CONFLICT' } };
    expect(await disable(t, token, self.id)).toEqual(notSelf);
    expect(await changeRole(t, token, self.id, 'finance')).toEqual(notSelf);
    expect(dataOf(await call(t, routes.operatorProfile, { token }))).toMatchObject({ operatorRole: 'owner' });
    expect(await auditOf(t, self.id)).toEqual([]);
  });
});

describe('a new invitation link', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://console.example.com/' } });
  let me: { id: string; email: string; password: string; token: string };

  beforeAll(async () => {
    const account = await createMember(t, { role: ROLE.admin, fullName: 'Olga Resender' });
    me = { ...account, token: await operatorToken(t, account) };
  });

  it('sends an invited operator a new link after the first expired: only the newest works; audited', async () => {
    const ivy = await invited(t, me.token, 'Ivy Late');
    t.clock.advanceSeconds(24 * 3600);
    expect(await setPassword(t, withPassword(ivy.link))).toEqual({ status: 401, body: invalidLink });
    // An operator session lasts 12 hours.
    me.token = await operatorToken(t, me);
    // A second between steps, so the audit rows sort by time.
    const reinvite = () => {
      t.clock.advanceSeconds(1);
      return call(t, routes.adminOperatorReinvite, { params: { _id: ivy._id }, token: me.token });
    };
    const first = await reinvite();
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(OPERATORS_MSG.reinvited);
    const firstLink = (await mailedLink(t, ivy.email)).token;
    expect((await reinvite()).status).toBe(200);
    const { mail, token: newest } = await mailedLink(t, ivy.email);
    expect(newest).not.toBe(firstLink);
    expect(mail.text).toContain(`\nhttps://console.example.com/admin/set-password/${newest}\n`);
    expect(mail.text).toContain('sign in at https://console.example.com/admin/login');
    t.clock.advanceSeconds(1);
    // The second new link replaced the first: a forwarded or intercepted older mail is worth nothing.
    expect(await setPassword(t, withPassword(firstLink))).toEqual({ status: 401, body: invalidLink });
    expect((await setPassword(t, withPassword(newest))).status).toBe(200);
    expect((await auditOf(t, ivy._id)).map((row) => row.action)).toEqual([
      'operator.create',
      'operator.reinvite',
      'operator.reinvite',
      'operator.passwordSet',
    ]);
    // Active now: a new link is refused, and nothing is mailed.
    const mails = await countMails(t, ivy.email);
    const refused = await reinvite();
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 409,
      message: OPERATORS_MSG.notInvited,
    });
    expect(await countMails(t, ivy.email)).toBe(mails);
  });

  it('sends no new link to a disabled invitee, nor for a member id', async () => {
    const ivy = await invited(t, me.token, 'Ivy Disabled');
    expect((await disable(t, me.token, ivy._id)).status).toBe(200);
    const refused = await call(t, routes.adminOperatorReinvite, { params: { _id: ivy._id }, token: me.token });
    expect(refused.status).toBe(409);
    const member = await createMember(t);
    const unknown = await call(t, routes.adminOperatorReinvite, { params: { _id: member.id }, token: me.token });
    expect(unknown.status).toBe(404);
  });
});

describe('roles of operators', () => {
  const t = useTestApp();
  const roleForbidden = (role: string) => ({
    status: 403,
    body: { success: false, message: fillMessage(MSG_PATTERNS.roleForbidden, { role }), code: 'FORBIDDEN' },
  });

  it('changes a role from the next request on, audited; only an owner may, never on themselves', async () => {
    const owner = await createMember(t, { role: ROLE.admin, fullName: 'Olive Owner' });
    const ownerToken = await operatorToken(t, owner);
    const fin = await createMember(t, { role: ROLE.admin, operatorRole: 'finance', fullName: 'Finn Finance' });
    const finToken = await operatorToken(t, fin);
    expect(dataOf(await call(t, routes.operatorProfile, { token: finToken }))).toMatchObject({
      role: ROLE.admin,
      operatorRole: 'finance',
    });
    expect((await call(t, routes.adminDeposits, { token: finToken })).status).toBe(200);
    expect(await changeRole(t, finToken, owner.id, 'content')).toEqual(roleForbidden('finance'));

    const changed = await changeRole(t, ownerToken, fin.id, 'content');
    expect(changed).toMatchObject({
      status: 200,
      body: { message: OPERATORS_MSG.roleChanged, data: { role: 'content' } },
    });
    // The same session, its very next request: deposits are no longer this operator's.
    expect(await call(t, routes.adminDeposits, { token: finToken })).toEqual(roleForbidden('content'));
    expect((await call(t, routes.adminSitePages, { token: finToken })).status).toBe(200);
    expect(await changeRole(t, ownerToken, fin.id, 'content')).toMatchObject({
      status: 409,
      body: { message: OPERATORS_MSG.roleUnchanged },
    });
    const [audited] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, fin.id), eq(auditLog.action, 'operator.role')));
    expect(audited).toMatchObject({ actorId: owner.id, details: { from: 'finance', to: 'content' } });
    expect(await changeRole(t, ownerToken, owner.id, 'finance')).toMatchObject({
      status: 409,
      body: { message: OPERATORS_MSG.notSelf },
    });
  });

  it('never leaves the console without an active owner: two owners demoting each other at once leave one', async () => {
    const a = await createMember(t, { role: ROLE.admin, fullName: 'Ada Owner' });
    const b = await createMember(t, { role: ROLE.admin, fullName: 'Bea Owner' });
    const [tokenA, tokenB] = [await operatorToken(t, a), await operatorToken(t, b)];
    const answers = await Promise.all([changeRole(t, tokenA, b.id, 'support'), changeRole(t, tokenB, a.id, 'support')]);
    const owners = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.operatorRole, 'owner'), inArray(users.id, [a.id, b.id])));
    expect(owners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    // The other was refused: its caller was no longer an owner when it was counted, or by the role check itself.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
  });

  it('refuses disabling the last active owner: an invited owner does not count', async () => {
    const only = await createMember(t, { role: ROLE.admin, fullName: 'Lone Owner' });
    const token = await operatorToken(t, only);
    const helper = await createMember(t, { role: ROLE.admin, operatorRole: 'support' });
    expect((await disable(t, token, helper.id)).status).toBe(200);
    // Making an owner waits for a second owner (docs/decisions/035-dual-control.md), who then leaves.
    const second = await createMember(t, { role: ROLE.admin, fullName: 'Second Owner' });
    const secondToken = await operatorToken(t, second);
    const pending = await invited(t, token, 'Pending Owner');
    const asked = await changeRole(t, token, pending._id, 'owner');
    expect(asked.status).toBe(202);
    const changeId = String(asked.body.pendingChange?._id);
    expect(
      (await call(t, routes.adminSettingChangeApprove, { params: { _id: changeId }, token: secondToken })).status,
    ).toBe(200);
    expect((await disable(t, token, second.id)).status).toBe(200);
    // Two owners once the invitee has a password; either may then take the other's owner role.
    expect((await setPassword(t, withPassword(pending.link))).status).toBe(200);
    const pendingToken = await operatorToken(t, { email: pending.email, password: NEW_PASSWORD });
    expect((await changeRole(t, pendingToken, only.id, 'support')).status).toBe(200);
    expect(await disable(t, token, pending._id)).toEqual(roleForbidden('support'));
  });
});

describe('two operators disabling each other at the same moment', () => {
  const t = useTestApp();

  it('leave exactly one active, round after round', async () => {
    const a = await createMember(t, { role: ROLE.admin, fullName: 'Ada Racer' });
    const b = await createMember(t, { role: ROLE.admin, fullName: 'Bob Racer' });
    const active = async () =>
      (
        await t.ctx.db
          .select()
          .from(users)
          .where(and(eq(users.role, ROLE.admin), isNull(users.blockedAt)))
      ).map((row) => row.id);
    for (let round = 0; round < 5; round += 1) {
      const [tokenA, tokenB] = [await operatorToken(t, a), await operatorToken(t, b)];
      const answers = await Promise.all([disable(t, tokenA, b.id), disable(t, tokenB, a.id)]);
      const winner = answers.findIndex((answer) => answer.status === 200);
      expect(
        answers.filter((answer) => answer.status === 200),
        `round ${round}`,
      ).toHaveLength(1);
      const loser = answers[1 - winner];
      // The loser either reached the count and found itself disabled, or its session had already ended: 401.
      expect(loser?.status, `round ${round}`).toBe(401);
      const survivor = winner === 0 ? a : b;
      expect(await active()).toEqual([survivor.id]);
      // The survivor lets the other back in; a minute on, both may ask for a new sign-in code.
      const survivorToken = winner === 0 ? tokenA : tokenB;
      expect((await enable(t, survivorToken, (winner === 0 ? b : a).id)).status).toBe(200);
      t.clock.advanceSeconds(61);
    }
    const disables = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'operator.disable'));
    expect(disables).toHaveLength(5);
  });
});
