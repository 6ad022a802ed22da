import { MSG, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { auditLog, users } from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import { call, dataOf, newOperatorToken, nextClientIp, signedInMember, useTestApp } from '../../helper';
import { securityProof } from '../../two-factor-kit';

// A member's anti-phishing code (docs/product.md#anti-phishing-code): set, shown at the top of every mail to them in
// their language with what it is for at the end, removed by an empty code; operators see only whether one is set.
const t = useTestApp();
let operator: string;
beforeAll(async () => {
  operator = await newOperatorToken(t);
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** Saved with the password and the mailed code, as a change of a security setting asks. */
const save = async (member: Member, code: unknown) =>
  call(t, routes.antiPhishingCode.member, {
    body: { code, ...(await securityProof(t, { token: member.token, password: member.password })) },
    token: member.token,
    ip: nextClientIp(),
  });
const codeOf = async (member: Member) =>
  dataOf(await call(t, routes.antiPhishingCodeState.member, { token: member.token })).code;

/** Makes the platform mail the member (the freeze notice) and answers that mail's text. */
async function mailSomething(member: Member) {
  expect((await call(t, routes.freeze.member, { token: member.token, ip: nextClientIp() })).status).toBe(200);
  await afterResponseSettled();
  const [mail] = await readOutbox({ dir: t.outboxDir, to: member.email, limit: 1 });
  if (!mail) throw new Error('no mail');
  // Lifted at once so the next call mails again (a lift asked for; freezing again cancels it and mails).
  await call(t, routes.unfreeze.member, {
    body: { password: member.password },
    token: member.token,
    ip: nextClientIp(),
  });
  return mail.text;
}

describe('the anti-phishing code', () => {
  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(21)],
    ['a space', 'blue fox'],
    ['a sign', 'blue-fox'],
    ['not a string', 1234],
  ])('refuses %s with the rule', async (_case, code) => {
    const member = await signedInMember(t);
    const answer = await save(member, code);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MSG.antiPhishingCodeInvalid);
    expect(await codeOf(member)).toBeNull();
  });

  it('is saved, answered to its member only, and audited without the code', async () => {
    const member = await signedInMember(t);
    expect(await codeOf(member)).toBeNull();
    const saved = await save(member, ' Blue42Fox ');
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(MSG.antiPhishingCodeSaved);
    expect(dataOf(saved)).toEqual({ code: 'Blue42Fox' });
    expect(await codeOf(member)).toBe('Blue42Fox');

    const other = await signedInMember(t);
    expect(await codeOf(other)).toBeNull();
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, member.id));
    expect(audits.map((row) => row.action)).toContain('member.antiPhishingCode.set');
    expect(JSON.stringify(audits)).not.toContain('Blue42Fox');

    const detail = await call(t, routes.adminMember, { params: { _id: member.id }, token: operator });
    expect(dataOf(detail).antiPhishingCodeSet).toBe(true);
    expect(JSON.stringify(detail.body)).not.toContain('Blue42Fox');
  });

  it("goes on top of every mail to its member, with what it is for at the end, and on nobody else's", async () => {
    const member = await signedInMember(t);
    const other = await signedInMember(t);
    await save(member, 'Blue42Fox');

    const text = await mailSomething(member);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Your anti-phishing code: Blue42Fox');
    expect(lines.at(-1)).toMatch(/^Every mail from us shows your anti-phishing code at the top\./);
    expect(await mailSomething(other)).not.toContain('anti-phishing');
  });

  it("is written in the member's language", async () => {
    const member = await signedInMember(t);
    await t.ctx.db.update(users).set({ locale: 'es' }).where(eq(users.id, member.id));
    await save(member, 'Azul7');
    expect((await mailSomething(member)).split('\n')[0]).toBe('Tu código antiphishing: Azul7');
  });

  it('an empty code removes it, and mails go as written again', async () => {
    const member = await signedInMember(t);
    await save(member, 'Blue42Fox');
    const removed = await save(member, '');
    expect(removed.body.message).toBe(MSG.antiPhishingCodeRemoved);
    expect(dataOf(removed)).toEqual({ code: null });
    expect(await mailSomething(member)).not.toContain('Blue42Fox');
  });
});
