import { allRoutes, MSG, pathWith, ROLE, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { readOutbox } from '../../../src/lib/mailer';
import {
  call,
  createMember,
  dataOf,
  loginToken,
  nextClientIp,
  operatorToken,
  signedInMember,
  useTestApp,
} from '../../helper';

// A session an operator's one-time sign-in link opened (docs/decisions/046-no-way-around-the-second-person.md): it can
// look and help, never change a security setting or send money out; the member reads who signed in and is mailed; a
// frozen account refuses the link.

const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await operatorToken(t, await createMember(t, { role: ROLE.admin, fullName: 'Olga Links' }));
});

async function linkSession(memberId: string) {
  const link = dataOf(await call(t, routes.adminMemberSigninLink, { params: { _id: memberId }, token: operator }));
  const used = await call(t, routes.autoSignin, { body: { userDetails: link._id }, ip: nextClientIp() });
  expect(used.status, used.body.message).toBe(200);
  return String(used.body.api_token);
}

const MEMBER_ROUTES = allRoutes().filter((route) => route.access === 'member' && route.ownSignIn);

describe('a session opened by an operator’s link', () => {
  it('is refused every security change and every way money leaves, before the body is read', async () => {
    expect(MEMBER_ROUTES.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        routes.twoFactorSetup.member.path,
        routes.twoFactorEnable.member.path,
        routes.passkeyOptions.member.path,
        routes.antiPhishingCode.member.path,
        routes.addressOnly.member.path,
        routes.passwordChange.member.path,
        routes.withdrawalVerify.member.path,
        routes.walletTransferVerify.member.path,
        routes.packageWithdrawalVerify.member.path,
      ]),
    );
    const member = await createMember(t);
    const token = await linkSession(member.id);
    for (const route of MEMBER_ROUTES) {
      const answer = await t.app.inject({
        method: route.method,
        url: pathWith(route.path, { _id: '00000000-0000-4000-8000-000000000000', id: 'me' }),
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      expect(answer.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(answer.json().message).toBe(
        route.ownSignIn === 'money' ? MSG.signinLinkNoMoney : MSG.signinLinkNoSecurity,
      );
    }
    // It looks and helps: the member's own pages answer.
    expect((await call(t, routes.profile.member, { token })).status).toBe(200);
  });

  it('leaves the member’s own sign-in free to do the same', async () => {
    const member = await signedInMember(t);
    expect((await call(t, routes.securityCode.member, { token: member.token })).status).toBe(200);
    expect((await call(t, routes.passwordChange.member, { token: member.token, body: {} })).status).toBe(400);
  });

  it('is listed in the member’s security activity and mailed to them with the operator’s name', async () => {
    const member = await createMember(t);
    await linkSession(member.id);
    await afterResponseSettled();
    const own = await loginToken(t, member);
    const events = dataOf(await call(t, routes.securityEvents.member, { token: own })).docs;
    expect(events.map((event) => event.kind)).toContain('operatorSignin');
    const mails = await readOutbox({ dir: t.outboxDir, to: member.email, limit: 5 });
    const told = mails.find((mail) => mail.subject === 'A NexaTech operator signed in to your account');
    expect(told?.text).toContain('Olga Links of NexaTech signed in to your account with a one-time link');
  });

  it('is not opened on a frozen account: not issued, and one issued before the freeze is refused', async () => {
    const member = await signedInMember(t);
    const early = dataOf(await call(t, routes.adminMemberSigninLink, { params: { _id: member.id }, token: operator }));
    expect((await call(t, routes.freeze.member, { body: {}, token: member.token })).status).toBe(200);
    expect(await call(t, routes.adminMemberSigninLink, { params: { _id: member.id }, token: operator })).toMatchObject({
      status: 409,
      body: { message: MSG.signinLinkFrozen },
    });
    expect(await call(t, routes.autoSignin, { body: { userDetails: early._id }, ip: nextClientIp() })).toMatchObject({
      status: 401,
      body: { message: MSG.signinLinkInvalid },
    });
  });
});
