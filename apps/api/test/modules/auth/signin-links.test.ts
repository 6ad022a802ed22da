import { randomBytes } from 'node:crypto';
import { MSG, ROLE, routes } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, signinLinks } from '../../../src/db/schema';
import { sha256 } from '../../../src/lib/tokens';
import { call, createMember, dataOf, nextClientIp, operatorToken, useTestApp } from '../../helper';

// The auto-login (docs/product.md#accounts) as a one-time sign-in link: the operator issues it, the member's browser
// spends it once.
const t = useTestApp();
let operator: string;
let operatorId: string;

beforeAll(async () => {
  const account = await createMember(t, { role: ROLE.admin, fullName: 'Olga Links' });
  operatorId = account.id;
  operator = await operatorToken(t, account);
});

const issue = (id: string) => call(t, routes.adminMemberSigninLink, { params: { _id: id }, token: operator });
const use = (id: unknown, ip = nextClientIp()) => call(t, routes.autoSignin, { body: { userDetails: id }, ip });
const invalid = { success: false, message: MSG.signinLinkInvalid, code: 'UNAUTHENTICATED' };

async function linkFor(userId: string) {
  const answer = await issue(userId);
  expect(answer.status).toBe(200);
  return dataOf(answer);
}

describe('POST /adminApi/members/:_id/signinLink', () => {
  it('answers a random id (never the user id), a path on this origin and the expiry 5 minutes on; stores only the hash', async () => {
    const member = await createMember(t);
    const link = await linkFor(member.id);
    expect(link._id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link._id).not.toContain(member.id);
    expect(link.url).toBe(`/autologin/${link._id}`);
    expect(link.expiresAt).toBe(new Date(t.clock.now().getTime() + 5 * 60_000).toISOString());
    const rows = await t.ctx.db.select().from(signinLinks).where(eq(signinLinks.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tokenHash: sha256(link._id), operatorId, usedAt: null });
    expect(JSON.stringify(rows)).not.toContain(link._id);
  });

  it('is audited at issue and at use, the use in the name of the operator who issued it', async () => {
    const member = await createMember(t);
    const link = await linkFor(member.id);
    const audited = () =>
      t.ctx.db
        .select({ action: auditLog.action, actorId: auditLog.actorId, targetType: auditLog.targetType })
        .from(auditLog)
        .where(eq(auditLog.targetId, member.id))
        .orderBy(auditLog.createdAt);
    expect(await audited()).toEqual([{ action: 'member.signinLink', actorId: operatorId, targetType: 'member' }]);
    expect((await use(link._id)).status).toBe(200);
    expect(await audited()).toEqual([
      { action: 'member.signinLink', actorId: operatorId, targetType: 'member' },
      { action: 'member.autoSignin', actorId: operatorId, targetType: 'member' },
    ]);
    expect(JSON.stringify(await t.ctx.db.select().from(auditLog))).not.toContain(link._id);
  });

  it('answers 404 for an unknown id and an operator, 409 for a blocked member', async () => {
    expect((await issue('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await issue(operatorId)).status).toBe(404);
    const member = await createMember(t);
    const blocked = await call(t, routes.adminMemberBlock, {
      params: { _id: member.id },
      body: { reason: 'Links test' },
      token: operator,
    });
    expect(blocked.status).toBe(200);
    const answer = await issue(member.id);
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 409,
      message: MSG.signinLinkBlocked,
    });
    expect(await t.ctx.db.select().from(signinLinks).where(eq(signinLinks.userId, member.id))).toEqual([]);
  });
});

describe('POST /publicApi/sellerAutoSignin', () => {
  it("signs the member in as log-in does, and the token opens that member's profile", async () => {
    const member = await createMember(t, { fullName: 'Linda Linked' });
    const answer = await use((await linkFor(member.id))._id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: MSG.loginSuccess });
    expect(routes.autoSignin.response.safeParse(answer.body).error).toBeUndefined();
    expect(dataOf(answer)).toMatchObject({ _id: member.id, fullName: 'Linda Linked', role: ROLE.user });
    const profile = await call(t, routes.profile.member, { token: String(answer.body.api_token) });
    expect(profile.status).toBe(200);
    expect(dataOf(profile)._id).toBe(member.id);
    expect((await call(t, routes.profile.vendor, { token: String(answer.body.api_token) })).status).toBe(403);
  });

  it("a vendor's link gives a vendor session", async () => {
    const vendor = await createMember(t, { role: ROLE.vendor });
    const answer = await use((await linkFor(vendor.id))._id);
    expect(answer.status).toBe(200);
    expect(dataOf(answer)).toMatchObject({ _id: vendor.id, role: ROLE.vendor });
    const token = String(answer.body.api_token);
    expect(dataOf(await call(t, routes.profile.vendor, { token }))._id).toBe(vendor.id);
    expect((await call(t, routes.profile.member, { token })).status).toBe(403);
  });

  it('works once: the second use is refused', async () => {
    const member = await createMember(t);
    const { _id } = await linkFor(member.id);
    expect((await use(_id)).status).toBe(200);
    const again = await use(_id);
    expect({ status: again.status, body: again.body }).toEqual({ status: 401, body: invalid });
  });

  it('expires 5 minutes after it was issued', async () => {
    const member = await createMember(t);
    const early = await linkFor(member.id);
    const late = await linkFor(member.id);
    t.clock.advanceSeconds(5 * 60 - 1);
    expect((await use(early._id)).status).toBe(200);
    t.clock.advanceSeconds(1);
    const expired = await use(late._id);
    expect({ status: expired.status, body: expired.body }).toEqual({ status: 401, body: invalid });
    const [row] = await t.ctx.db
      .select()
      .from(signinLinks)
      .where(eq(signinLinks.tokenHash, sha256(late._id)));
    expect(row?.usedAt).toBeNull();
  });

  it('refuses a link issued before the member was blocked, and leaves it unspent', async () => {
    const member = await createMember(t);
    const { _id } = await linkFor(member.id);
    await call(t, routes.adminMemberBlock, { params: { _id: member.id }, body: { reason: 'Later' }, token: operator });
    const refused = await use(_id);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 401, body: invalid });
    const [row] = await t.ctx.db
      .select()
      .from(signinLinks)
      .where(eq(signinLinks.tokenHash, sha256(_id)));
    expect(row?.usedAt).toBeNull();
    const sessions = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, member.id), eq(auditLog.action, 'member.autoSignin')));
    expect(sessions).toEqual([]);
  });

  it('refuses a raw user id, a random id, a malformed one and a non-string alike', async () => {
    const member = await createMember(t);
    await linkFor(member.id);
    for (const id of [member.id, randomBytes(32).toString('base64url'), 'x', '', 'Ø'.repeat(200)]) {
      const answer = await use(id);
      expect({ id, status: answer.status, body: answer.body }).toEqual({ id, status: 401, body: invalid });
    }
    for (const id of [42, null, 'x'.repeat(201)]) {
      const answer = await use(id);
      expect({ id, status: answer.status, message: answer.body.message }).toEqual({
        id,
        status: 400,
        message: MSG.signinLinkInvalid,
      });
    }
  });

  it('of two racing uses, exactly one signs in', async () => {
    const member = await createMember(t);
    const { _id } = await linkFor(member.id);
    const answers = await Promise.all([use(_id), use(_id), use(_id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
    const uses = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, member.id), eq(auditLog.action, 'member.autoSignin')));
    expect(uses).toHaveLength(1);
  });

  it('is rate-limited per client address, so ids cannot be guessed at speed', async () => {
    const ip = nextClientIp();
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await use('guess', ip)).status).toBe(401);
    const limited = await use('guess', ip);
    expect({ status: limited.status, message: limited.body.message }).toEqual({
      status: 429,
      message: MSG.rateLimited,
    });
    const member = await createMember(t);
    expect((await use((await linkFor(member.id))._id, ip)).status).toBe(429);
    expect((await use('guess', nextClientIp())).status).toBe(401);
  });
});
