import { MSG, ROLE, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { readOutbox } from '../../../src/lib/mailer';
import { call, createMember, dataOf, loginToken, nextClientIp, useTestApp } from '../../helper';

// A signed-in member (or vendor) changes their password: the current one first, the sign-up rules for the new one,
// every other session ends, a notice is mailed.
const t = useTestApp();
const FRESH = 'Fresh@Change26';

const change = (token: string, body: Record<string, unknown>, ip = nextClientIp()) =>
  call(t, routes.passwordChange.member, { body, token, ip });

describe('POST /sellerApi/passwordChange', () => {
  it('checks the fields in order with the sign-up messages', async () => {
    const member = await createMember(t);
    const token = await loginToken(t, member);
    const cases: [Record<string, unknown>, string][] = [
      [{}, MSG.oldPasswordRequired],
      [{ oldPassword: '', password: FRESH, confirmPassword: FRESH }, MSG.oldPasswordRequired],
      [{ oldPassword: member.password }, MSG.passwordRequired],
      [{ oldPassword: member.password, password: 'short', confirmPassword: 'short' }, MSG.passwordTooShort],
      [{ oldPassword: member.password, password: FRESH }, MSG.confirmPasswordRequired],
      [{ oldPassword: member.password, password: FRESH, confirmPassword: `${FRESH}x` }, MSG.passwordMismatch],
      [
        { oldPassword: member.password, password: member.password, confirmPassword: member.password },
        MSG.passwordUnchanged,
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await change(token, body);
      expect({ status: refused.status, message: refused.body.message }, JSON.stringify(body)).toEqual({
        status: 400,
        message,
      });
    }
  });

  it('refuses a wrong current password and a common new one, changing nothing', async () => {
    const member = await createMember(t);
    const token = await loginToken(t, member);
    const wrong = await change(token, { oldPassword: 'Wrong@Guess11', password: FRESH, confirmPassword: FRESH });
    expect({ status: wrong.status, message: wrong.body.message }).toEqual({
      status: 400,
      message: MSG.oldPasswordWrong,
    });
    const common = await change(token, {
      oldPassword: member.password,
      password: 'Password123',
      confirmPassword: 'Password123',
    });
    expect({ status: common.status, message: common.body.message }).toEqual({
      status: 400,
      message: MSG.passwordTooCommon,
    });
    expect(await loginToken(t, member)).toBeTruthy();
  });

  it('stops guessing the current password from one address after 10 tries, as the log-in does', async () => {
    const member = await createMember(t);
    const token = await loginToken(t, member);
    const ip = nextClientIp();
    const guess = (index: number) =>
      change(token, { oldPassword: `Wrong@Guess${index}`, password: FRESH, confirmPassword: FRESH }, ip);
    for (let index = 0; index < 10; index += 1) expect((await guess(index)).status).toBe(400);
    expect((await guess(10)).status).toBe(429);
    // The right password from that address waits for the window too: the guesser cannot tell it apart.
    expect(
      (await change(token, { oldPassword: member.password, password: FRESH, confirmPassword: FRESH }, ip)).status,
    ).toBe(429);
  });

  it('sets the new password, keeps this session, ends every other one, and mails a notice', async () => {
    const member = await createMember(t, { fullName: 'Cara Change' });
    const here = await loginToken(t, member);
    const elsewhere = await loginToken(t, member);
    const bystander = await createMember(t);
    const bystanderToken = await loginToken(t, bystander);

    const changed = await change(here, { oldPassword: member.password, password: FRESH, confirmPassword: FRESH });
    expect(changed).toEqual({ status: 200, body: { success: true, message: MSG.passwordChanged } });

    expect((await call(t, routes.profile.member, { token: here })).status).toBe(200);
    expect((await call(t, routes.profile.member, { token: elsewhere })).status).toBe(401);
    expect((await call(t, routes.profile.member, { token: bystanderToken })).status).toBe(200);
    const old = await call(t, routes.login, {
      body: { email: member.email, password: member.password, role_name: 'User' },
      ip: nextClientIp(),
    });
    expect(old.status).toBe(400);
    expect(await loginToken(t, { ...member, password: FRESH })).toBeTruthy();

    await afterResponseSettled();
    // One mail: the notice is the alert, not a second mail beside it.
    const mails = await readOutbox({ dir: t.outboxDir, to: member.email, limit: 10 });
    expect(mails).toHaveLength(1);
    const [notice] = mails;
    expect(notice?.subject).toBe('Your NexaTech password was changed');
    expect(notice?.text).toContain('Hello Cara Change');
    expect(notice?.text).toContain('every other session was signed out.');
    // The security alert's "This wasn't me" link: a thief who changed it is stopped from the mailbox.
    expect(notice?.text).toContain('/freeze-account/');
    expect(notice?.text).not.toContain(FRESH);
    const events = dataOf(await call(t, routes.securityEvents.member, { token: here })).docs;
    expect(events.map((event) => event.kind)).toContain('passwordChange');
  });

  it('works for a vendor under /vendorApi', async () => {
    const vendor = await createMember(t, { role: ROLE.vendor });
    const token = await loginToken(t, vendor);
    const body = { oldPassword: vendor.password, password: FRESH, confirmPassword: FRESH };
    const changed = await call(t, routes.passwordChange.vendor, { body, token, ip: nextClientIp() });
    expect(changed.status).toBe(200);
    expect(await loginToken(t, { ...vendor, password: FRESH })).toBeTruthy();
  });
});
