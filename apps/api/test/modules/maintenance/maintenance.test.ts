import { allRoutes, MSG, ROLE, type RouteDef, routes } from '@app/contract';
import { translateMessage } from '@app/contract/i18n';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, journalEntries } from '../../../src/db/schema';
import {
  call,
  createMember,
  createPackage,
  dataOf,
  expectLedgerClean,
  fundMember,
  get,
  loginToken,
  newOperatorToken,
  operatorToken,
  randomTxHash,
  signedInMember,
  useTestApp,
} from '../../helper';

// Maintenance mode (docs/product.md#maintenance): the owner's switch; members' money writes refused with 503
// MAINTENANCE and Retry-After, writing nothing; reads, sign-in, the console and /readyz unchanged.

const t = useTestApp();
let owner: string;

beforeAll(async () => {
  owner = await newOperatorToken(t);
});

const switchTo = (body: Record<string, unknown>, token = owner, headers?: Record<string, string>) =>
  call(t, routes.maintenanceSwitch, { body, token, ...(headers ? { headers } : {}) });
const inAnHour = () => new Date(t.clock.now().getTime() + 3600_000).toISOString();

async function entryCount() {
  const [row] = await t.ctx.db.select({ count: count() }).from(journalEntries);
  return row?.count ?? 0;
}

describe('switching maintenance', () => {
  it('is the owner’s alone: finance, support and content are refused', async () => {
    for (const role of ['finance', 'support', 'content'] as const) {
      const token = await operatorToken(t, await createMember(t, { role: ROLE.admin, operatorRole: role }));
      const refused = await switchTo({ on: true, message: 'Upgrade' }, token);
      expect(refused.status, role).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    const settings = await call(t, routes.publicSettings);
    expect(dataOf(settings).maintenance.on).toBe(false);
  });

  it('refuses a body that does not say what to do, with its own message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, MSG.maintenanceOnRequired],
      [{ on: 'yes' }, MSG.maintenanceOnRequired],
      [{ on: true }, MSG.maintenanceMessageRequired],
      [{ on: true, message: '   ' }, MSG.maintenanceMessageRequired],
      [{ on: true, message: { es: 'Solo en español' } }, MSG.maintenanceMessageRequired],
      [{ on: true, message: 'x'.repeat(501) }, MSG.maintenanceMessageTooLong],
      [{ on: true, message: 'Upgrade', until: 'tomorrow' }, MSG.maintenanceUntilInvalid],
      [{ on: true, message: 'Upgrade', until: '2020-01-01T00:00:00Z' }, MSG.maintenanceUntilPast],
    ];
    for (const [body, message] of cases) {
      const refused = await switchTo(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message, JSON.stringify(body)).toBe(message);
    }
  });

  it('is not a setting the settings call may change', async () => {
    const refused = await call(t, routes.adminSettingsUpdate, {
      body: { maintenance: { on: true, message: { en: 'x' }, until: null, since: null } } as never,
      token: owner,
    });
    expect(refused.status).toBe(400);
  });

  it('keeps the owner’s words per language and the expected end, is shown in the public settings, and is audited', async () => {
    const until = inAnHour();
    const on = await switchTo({
      on: true,
      message: { en: 'We are upgrading the wallet.', es: 'Estamos actualizando la cartera.', hi: '' },
      until,
    });
    expect(on.body).toMatchObject({
      success: true,
      message: MSG.maintenanceSwitchedOn,
      data: {
        on: true,
        message: { en: 'We are upgrading the wallet.', es: 'Estamos actualizando la cartera.' },
        until,
      },
    });
    expect(dataOf(on).message).not.toHaveProperty('hi');
    const publicSettings = dataOf(await call(t, routes.publicSettings)).maintenance;
    expect(publicSettings).toEqual(dataOf(on));
    expect(publicSettings.since).toBe(t.clock.now().toISOString());

    // A new message keeps the start: it is the same maintenance.
    t.clock.advanceSeconds(60);
    const changed = await switchTo({ on: true, message: 'Still upgrading.' });
    expect(dataOf(changed)).toMatchObject({
      message: { en: 'Still upgrading.' },
      until: null,
      since: publicSettings.since,
    });

    const off = await switchTo({ on: false }, owner, { 'accept-language': 'es' });
    expect(off.body.message).toBe(translateMessage(MSG.maintenanceSwitchedOff, 'es'));
    expect(dataOf(off)).toEqual({ on: false, message: { en: '' }, until: null, since: null });

    const audited = await t.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'settings'), eq(auditLog.targetId, 'maintenance')));
    expect(audited.map((row) => row.action)).toEqual(['maintenance.on', 'maintenance.on', 'maintenance.off']);
  });
});

describe('while maintenance is on', () => {
  const moneyWrites = allRoutes().filter((route) => route.moneyWrite);

  it('covers purchases, claims, withdrawals, transfers and deposits’ hashes, for members and vendors', () => {
    expect(moneyWrites.map((route) => route.path).sort()).toEqual(
      [
        routes.addFund,
        routes.purchasePackage,
        routes.claimProfit,
        routes.withdrawalRequest,
        routes.withdrawalVerify,
        routes.packageWithdrawal,
        routes.packageWithdrawalVerify,
        routes.walletTransfer,
        routes.walletTransferVerify,
      ]
        .flatMap((twins) => [twins.member.path, twins.vendor.path])
        .sort(),
    );
  });

  it('refuses every money write with 503 MAINTENANCE and Retry-After, writing nothing; reads, sign-in, the console and /readyz keep working', async () => {
    const member = await signedInMember(t);
    const vendor = await createMember(t, { role: ROLE.vendor });
    const vendorToken = await loginToken(t, { email: vendor.email, password: vendor.password, role: ROLE.vendor });
    const packageId = await createPackage(t, owner, { title: 'Maintenance plan', price: 100, yield: 1, maturity: 30 });
    await fundMember(t, { token: member.token, operator: owner, amount: 150 });
    const pending = await call(t, routes.addFund.member, {
      body: { amount: 40, transaction_id: randomTxHash() },
      token: member.token,
    });
    const until = inAnHour();
    await switchTo({ on: true, message: 'Upgrade', until });
    const entriesBefore = await entryCount();

    for (const route of moneyWrites) {
      const token = route.access === 'vendor' ? vendorToken : member.token;
      const refused = await call(t, route as RouteDef, {
        token,
        ...(route.path.endsWith('purchasePackage')
          ? { body: { packageId, amount: 100, payment_mode_name: 'wallet' } }
          : {}),
      });
      expect(refused.status, route.path).toBe(503);
      expect(refused.body, route.path).toMatchObject({
        success: false,
        code: 'MAINTENANCE',
        message: `The platform is under maintenance until ${until.slice(0, 16).replace('T', ' ')} (UTC). Money actions are paused for now and your balance is safe. Please try again then.`,
      });
    }
    const withRetry = await t.app.inject({
      method: 'POST',
      url: routes.purchasePackage.member.path,
      headers: { authorization: `Bearer ${member.token}`, 'accept-language': 'hi' },
      payload: { packageId, amount: 100, payment_mode_name: 'wallet' },
    });
    expect(withRetry.headers['retry-after']).toBe('3600');
    expect(withRetry.json().message).toContain('रखरखाव');
    expect(await entryCount()).toBe(entriesBefore);

    // A call without a token is still told to sign in first.
    expect(
      (await call(t, routes.purchasePackage.member, { body: { packageId, amount: 100, payment_mode_name: 'wallet' } }))
        .status,
    ).toBe(401);
    // Reads and sign-in.
    expect((await call(t, routes.dashboard.member, { token: member.token })).status).toBe(200);
    expect((await call(t, routes.profile.member, { token: member.token })).status).toBe(200);
    expect(await loginToken(t, { email: member.email, password: member.password })).toBeTruthy();
    // Operators: the deposit sent before maintenance is still reviewed and credited.
    const approved = await call(t, routes.adminDepositApprove, { params: { _id: dataOf(pending)._id }, token: owner });
    expect(approved.status).toBe(200);
    // The load balancer keeps the server in rotation.
    expect((await get(t, '/readyz')).status).toBe(200);

    // Past the expected end the switch stays on; the member is told to come back in five minutes.
    t.clock.advanceSeconds(3601);
    const late = await call(t, routes.purchasePackage.member, {
      body: { packageId, amount: 100, payment_mode_name: 'wallet' },
      token: member.token,
    });
    expect(late.body).toMatchObject({ code: 'MAINTENANCE', message: MSG.maintenance });
    const lateHeaders = await t.app.inject({
      method: 'GET',
      url: routes.claimProfit.member.path,
      headers: { authorization: `Bearer ${member.token}`, 'accept-language': 'es' },
    });
    expect(lateHeaders.statusCode).toBe(503);
    expect(lateHeaders.headers['retry-after']).toBe('300');
    expect(lateHeaders.json().message).toBe(translateMessage(MSG.maintenance, 'es'));

    // Switched off, the same purchase goes through.
    await switchTo({ on: false });
    const bought = await call(t, routes.purchasePackage.member, {
      body: { packageId, amount: 100, payment_mode_name: 'wallet' },
      token: member.token,
    });
    expect(bought.status).toBe(200);
    await expectLedgerClean(t);
  });
});
