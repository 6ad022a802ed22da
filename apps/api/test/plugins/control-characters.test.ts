import { MSG, type RouteDef, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { call, dataOf, newOperatorToken, randomTxHash, signedInMember, useTestApp } from '../helper';

const t = useTestApp();

const refused = { status: 400, body: { success: false, message: MSG.controlCharacters, code: 'VALIDATION' } };
let address = 0;
function send(route: RouteDef, body: Record<string, unknown>) {
  address += 1;
  return call(t, route, { body, ip: `10.90.0.${address}` });
}

describe('control characters in text fields', () => {
  it.each([
    ['a NUL in the log-in e-mail', routes.login, { email: 'a\u0000@example.test', password: 'x', role_name: 'User' }],
    ['a NUL in a referral code', routes.referCheck, { referBy: 'DEMO\u0000001' }],
    [
      'a NUL in the sign-up name',
      routes.signupOtp,
      {
        fullName: 'Ravi\u0000',
        phone: '9876543210',
        email: 'ravi@example.test',
        password: 'Strong@123',
        confirmPassword: 'Strong@123',
        referBy: 'DEMO001',
        role_name: 'User',
        acceptTerms: true,
      },
    ],
    ['an escape in the newsletter e-mail', routes.newsletter, { email: 'x\u001b@example.test' }],
    ['a NUL in a package search', routes.packageSearch, { search: 'Gold\u0000' }],
    [
      'a line break in the contact name',
      routes.contactMember,
      { name: 'Line\nBreak', email: 'v@example.test', description: 'Hello' },
    ],
    ['half a surrogate pair in the newsletter e-mail', routes.newsletter, { email: 'a\ud800@example.test' }],
    [
      'half a surrogate pair in the contact message',
      routes.contactMember,
      { name: 'Visitor', email: 'v@example.test', description: 'Broken \udc00 symbol' },
    ],
    [
      'a NUL in the contact message',
      routes.contactMember,
      { name: 'Visitor', email: 'v@example.test', description: 'Hello\u0000' },
    ],
  ])('refuses %s with its own message, never a 500', async (_label, route, body) => {
    expect(await send(route, body)).toEqual(refused);
  });

  it('refuses half a surrogate pair in an operator reason, which would break the audit log', async () => {
    const operator = await newOperatorToken(t);
    const member = await signedInMember(t);
    const deposit = await call(t, routes.addFund.member, {
      body: { amount: 50, transaction_id: randomTxHash() },
      token: member.token,
    });
    const answer = await call(t, routes.adminDepositReject, {
      params: { _id: dataOf(deposit)._id },
      body: { reason: 'Bad \ud800 hash' },
      token: operator,
    });
    expect(answer).toEqual(refused);
  });

  it('keeps line breaks and tabs in a multi-line message', async () => {
    const answer = await send(routes.contactMember, {
      name: 'Visitor',
      email: 'v@example.test',
      description: 'First line\r\nSecond line\twith a tab',
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
  });
});
