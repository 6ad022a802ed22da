import { randomUUID } from 'node:crypto';
import { MSG, ROLE, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { call, countMails, createMember, dataOf, readLatestOtp, useTestApp } from '../../helper';

const t = useTestApp();

const SIGNIN = routes.operatorSignin;
const VERIFY = routes.operatorVerify;
const invalidCredentials = {
  status: 400,
  body: { success: false, message: MSG.loginInvalid, code: 'INVALID_CREDENTIALS' },
};

async function newOperator() {
  return createMember(t, { role: ROLE.admin, fullName: 'Olga Operator' });
}

/** Step 1 for an operator: answers the pending sign-in id and the code that was mailed. */
async function startSignin(operator: { email: string; password: string }) {
  const started = await call(t, SIGNIN, { body: { email: operator.email, password: operator.password } });
  expect(started.status).toBe(200);
  const { _id } = dataOf(started);
  return { _id, otp: await readLatestOtp(t, operator.email) };
}

function wrongCode(code: string) {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /adminApi/signin', () => {
  it('answers the pending sign-in id and mails a code to the operator', async () => {
    const operator = await newOperator();
    const started = await call(t, SIGNIN, {
      body: { email: operator.email.toUpperCase(), password: operator.password },
    });
    expect(started).toMatchObject({ status: 200, body: { success: true, message: MSG.operatorOtpSent } });
    expect(dataOf(started)._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await countMails(t, operator.email)).toBe(1);
    expect(await readLatestOtp(t, operator.email)).toMatch(/^\d{6}$/);
  });

  it('refuses a wrong password with MSG.loginInvalid and mails nothing', async () => {
    const operator = await newOperator();
    expect(await call(t, SIGNIN, { body: { email: operator.email, password: 'Wrong@1234' } })).toEqual(
      invalidCredentials,
    );
    expect(await call(t, SIGNIN, { body: { email: 'no.operator@example.test', password: 'Wrong@1234' } })).toEqual(
      invalidCredentials,
    );
    expect(await countMails(t, operator.email)).toBe(0);
  });

  it("refuses a member's and a vendor's right credentials", async () => {
    const member = await createMember(t);
    const vendor = await createMember(t, { role: ROLE.vendor });
    expect(await call(t, SIGNIN, { body: { email: member.email, password: member.password } })).toEqual(
      invalidCredentials,
    );
    expect(await call(t, SIGNIN, { body: { email: vendor.email, password: vendor.password } })).toEqual(
      invalidCredentials,
    );
    expect(await countMails(t, member.email)).toBe(0);
  });

  it('checks the e-mail before the password', async () => {
    const missingBoth = await call(t, SIGNIN, { body: {} });
    expect(missingBoth).toEqual({
      status: 400,
      body: { success: false, message: MSG.loginEmailRequired, code: 'VALIDATION' },
    });
    const missingPassword = await call(t, SIGNIN, { body: { email: 'a@example.test', password: '' } });
    expect(missingPassword.body.message).toBe(MSG.loginPasswordRequired);
  });

  it('answers a second sign-in within 60 s with 429 MSG.otpCooldown and mails nothing more', async () => {
    const operator = await newOperator();
    await startSignin(operator);
    t.clock.advanceSeconds(59);
    const again = await call(t, SIGNIN, { body: { email: operator.email, password: operator.password } });
    expect(again).toEqual({ status: 429, body: { success: false, message: MSG.otpCooldown, code: 'RATE_LIMITED' } });
    expect(await countMails(t, operator.email)).toBe(1);
    t.clock.advanceSeconds(1);
    expect((await call(t, SIGNIN, { body: { email: operator.email, password: operator.password } })).status).toBe(200);
  });
});

describe('POST /adminApi/signinVerify', () => {
  it('answers the operator token and profile, and the token opens /adminApi/getprofile', async () => {
    const operator = await newOperator();
    const pending = await startSignin(operator);
    const verified = await call(t, VERIFY, { body: pending });
    expect(verified).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: MSG.operatorSignedIn,
        data: {
          _id: operator.id,
          fullName: 'Olga Operator',
          email: operator.email,
          role: 'Admin',
          operatorRole: 'owner',
        },
      },
    });
    const token = String(verified.body.api_token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await call(t, routes.operatorProfile, { token });
    expect(profile).toEqual({
      status: 200,
      body: {
        success: true,
        message: MSG.profileLoaded,
        data: {
          _id: operator.id,
          fullName: 'Olga Operator',
          email: operator.email,
          role: 'Admin',
          operatorRole: 'owner',
        },
      },
    });
    expect(await call(t, VERIFY, { body: pending })).toMatchObject({ status: 400, body: { message: MSG.otpExpired } });
  });

  it('answers a wrong code with MSG.otpWrong and still takes the right one', async () => {
    const pending = await startSignin(await newOperator());
    const wrong = await call(t, VERIFY, { body: { ...pending, otp: wrongCode(pending.otp) } });
    expect(wrong).toEqual({ status: 400, body: { success: false, message: MSG.otpWrong, code: 'OTP_INVALID' } });
    expect((await call(t, VERIFY, { body: pending })).status).toBe(200);
  });

  it('burns the code on the fifth wrong try', async () => {
    const pending = await startSignin(await newOperator());
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await call(t, VERIFY, { body: { ...pending, otp: wrongCode(pending.otp) } })).body.message).toBe(
        MSG.otpWrong,
      );
    }
    const fifth = await call(t, VERIFY, { body: { ...pending, otp: wrongCode(pending.otp) } });
    expect(fifth).toEqual({ status: 400, body: { success: false, message: MSG.otpBurnt, code: 'OTP_INVALID' } });
    const right = await call(t, VERIFY, { body: pending });
    expect(right).toMatchObject({ status: 400, body: { message: MSG.otpBurnt } });
    expect(right.body.api_token).toBeUndefined();
  });

  it('refuses the code after 10 minutes', async () => {
    const pending = await startSignin(await newOperator());
    t.clock.advanceSeconds(10 * 60);
    expect(await call(t, VERIFY, { body: pending })).toMatchObject({ status: 400, body: { message: MSG.otpExpired } });
  });

  it('answers an _id that is not a uuid, or a missing one, with 400 and never 500', async () => {
    for (const _id of ['not-a-uuid', "1' or '1'='1", 42, '', null]) {
      const response = await call(t, VERIFY, { body: { _id, otp: '123456' } });
      expect(response, String(_id)).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION' } });
    }
    expect((await call(t, VERIFY, { body: { otp: '123456' } })).status).toBe(400);
  });

  it('answers an unknown uuid as an expired code', async () => {
    const response = await call(t, VERIFY, { body: { _id: randomUUID(), otp: '123456' } });
    expect(response).toEqual({ status: 400, body: { success: false, message: MSG.otpExpired, code: 'OTP_INVALID' } });
  });
});
