import { CONSOLE_MSG, MSG, OPERATORS_MSG, ROLE, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, teamStats, users } from '../../../src/db/schema';
import {
  apiTokenOf,
  call,
  createMember,
  dataOf,
  nextClientIp,
  operatorToken,
  readLatestOtp,
  useTestApp,
} from '../../helper';

// Vendor accounts an operator opens, and the vendor's own session (docs/decisions/007-operator-console.md).
const t = useTestApp();
let operator: string;
let operatorId: string;

beforeAll(async () => {
  const account = await createMember(t, { role: ROLE.admin, fullName: 'Olga Vendors' });
  operatorId = account.id;
  operator = await operatorToken(t, account);
});

let sequence = 0;
function vendorFields(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return { fullName: 'Vera Vendor', phone: '9123456780', email: `vera.vendor.${sequence}@example.test`, ...overrides };
}

const create = (body: Record<string, unknown>) => call(t, routes.adminVendorCreate, { body, token: operator });

describe('POST /adminApi/vendors', () => {
  it('opens a vendor account with a UID and no sponsor, on the team counters, audited, and answers its page', async () => {
    const body = vendorFields({ email: 'Vera.Case@Example.test' });
    const created = await create(body);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(CONSOLE_MSG.vendorCreated);
    const vendor = dataOf(created);
    expect(vendor).toMatchObject({
      fullName: 'Vera Vendor',
      email: 'vera.case@example.test',
      phone: '9123456780',
      role: 'Vendor',
      blocked: false,
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, vendor._id));
    expect(row).toMatchObject({ role: 'Vendor', sponsorId: null });
    expect(row?.referId).toMatch(/^[A-Z0-9]{6,}$/);
    expect(await t.ctx.db.select().from(teamStats).where(eq(teamStats.userId, vendor._id))).toHaveLength(1);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, vendor._id));
    expect(audit).toMatchObject([
      {
        actorId: operatorId,
        action: 'vendor.create',
        targetType: 'member',
        details: { fullName: 'Vera Vendor', email: 'vera.case@example.test', phone: '9123456780' },
      },
    ]);
    // The password is random and never told: nobody can sign in with a guess until the vendor sets one.
    const guess = await call(t, routes.login, {
      body: { email: 'vera.case@example.test', password: '', role_name: 'User' },
      ip: nextClientIp(),
    });
    expect(guess.status).toBe(400);
  });

  it('refuses an e-mail any account uses, whatever its role, and writes nothing', async () => {
    const member = await createMember(t);
    const otherOperator = await createMember(t, { role: ROLE.admin });
    for (const email of [member.email, otherOperator.email.toUpperCase()]) {
      const refused = await create(vendorFields({ email }));
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 409,
        message: OPERATORS_MSG.emailTaken,
      });
    }
    const vendors = await t.ctx.db.select().from(users).where(eq(users.email, member.email));
    expect(vendors.map((row) => row.role)).toEqual(['User']);
  });

  it.each([
    ['no name', { fullName: '' }, MSG.fullNameRequired],
    ['no phone', { phone: '' }, MSG.phoneRequired],
    ['a phone of 9 digits', { phone: '912345678' }, MSG.phoneInvalid],
    ['an international number too short for its country', { phone: '+44 7700 9001' }, MSG.phoneInvalid],
    ['no e-mail', { email: '' }, MSG.emailRequired],
    ['an e-mail without a domain ending', { email: 'vera@nowhere' }, MSG.emailInvalid],
  ])('refuses %s with the sign-up message', async (_name, overrides, message) => {
    const refused = await create(vendorFields(overrides));
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
  });

  it('lets the vendor set a password with forgot password and sign in on the member form to a vendor session', async () => {
    const vendor = dataOf(await create(vendorFields()));
    const password = 'Vendor@Fresh26';
    const reset = { email: vendor.email, password, confirmPassword: password, role_name: 'User' };
    expect((await call(t, routes.resetOtp, { body: reset, ip: nextClientIp() })).status).toBe(200);
    const otp = await readLatestOtp(t, vendor.email);
    expect((await call(t, routes.resetVerify, { body: { ...reset, otp }, ip: nextClientIp() })).status).toBe(200);
    const login = await call(t, routes.login, {
      body: { email: vendor.email, password, role_name: 'User' },
      ip: nextClientIp(),
    });
    expect(login.body.data).toMatchObject({ _id: vendor._id, role: 'Vendor' });
    const token = apiTokenOf(login.body) ?? '';
    expect(dataOf(await call(t, routes.profile.vendor, { token }))).toMatchObject({ _id: vendor._id });
    expect((await call(t, routes.profile.member, { token })).status).toBe(403);
  });

  it('lets the operator sign the new vendor in by a one-time link, to a vendor session', async () => {
    const vendor = dataOf(await create(vendorFields()));
    const link = dataOf(await call(t, routes.adminMemberSigninLink, { params: { _id: vendor._id }, token: operator }));
    const used = await call(t, routes.autoSignin, { body: { userDetails: link._id }, ip: nextClientIp() });
    expect(used.body.data).toMatchObject({ _id: vendor._id, role: 'Vendor' });
    expect((await call(t, routes.profile.vendor, { token: used.body.api_token ?? '' })).status).toBe(200);
  });
});
