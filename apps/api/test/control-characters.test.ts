import { MSG, routes } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newOperatorToken, post, randomTxHash, signedInMember, type TestContext } from './helper';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refused = { status: 400, body: { success: false, message: MSG.controlCharacters, code: 'VALIDATION' } };
let address = 0;
function send(path: string, body: unknown) {
  address += 1;
  return post(t, path, body, undefined, `10.90.0.${address}`);
}

describe('control characters in text fields', () => {
  it.each([
    [
      'a NUL in the log-in e-mail',
      routes.login.path,
      { email: 'a\u0000@example.test', password: 'x', role_name: 'User' },
    ],
    ['a NUL in a referral code', routes.referCheck.path, { referBy: 'DEMO\u0000001' }],
    [
      'a NUL in the sign-up name',
      routes.signupOtp.path,
      {
        fullName: 'Ravi\u0000',
        phone: '9876543210',
        email: 'ravi@example.test',
        password: 'Strong@123',
        confirmPassword: 'Strong@123',
        referBy: 'DEMO001',
        role_name: 'User',
      },
    ],
    ['an escape in the newsletter e-mail', routes.newsletter.path, { email: 'x\u001b@example.test' }],
    ['a NUL in a package search', routes.packageSearch.path, { search: 'Gold\u0000' }],
    [
      'a line break in the contact name',
      routes.contactMember.path,
      { name: 'Line\nBreak', email: 'v@example.test', description: 'Hello' },
    ],
    ['half a surrogate pair in the newsletter e-mail', routes.newsletter.path, { email: 'a\ud800@example.test' }],
    [
      'half a surrogate pair in the contact message',
      routes.contactMember.path,
      { name: 'Visitor', email: 'v@example.test', description: 'Broken \udc00 symbol' },
    ],
    [
      'a NUL in the contact message',
      routes.contactMember.path,
      { name: 'Visitor', email: 'v@example.test', description: 'Hello\u0000' },
    ],
  ])('refuses %s with its own message, never a 500', async (_label, path, body) => {
    expect(await send(path, body)).toEqual(refused);
  });

  it('refuses half a surrogate pair in an operator reason, which would break the audit log', async () => {
    const operator = await newOperatorToken(t);
    const member = await signedInMember(t);
    const deposit = await post(
      t,
      routes.addFund.member.path,
      { amount: 50, transaction_id: randomTxHash() },
      member.token,
    );
    const id = (deposit.body.data as { _id: string })._id;
    const answer = await post(t, `/adminApi/deposits/${id}/reject`, { reason: 'Bad \ud800 hash' }, operator);
    expect(answer).toEqual(refused);
  });

  it('keeps line breaks and tabs in a multi-line message', async () => {
    const answer = await send(routes.contactMember.path, {
      name: 'Visitor',
      email: 'v@example.test',
      description: 'First line\r\nSecond line\twith a tab',
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
  });
});
