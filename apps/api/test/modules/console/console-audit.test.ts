import { MSG, ROLE, routes } from '@app/contract';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema';
import {
  call,
  createMember,
  dataOf,
  operatorToken,
  randomTxHash,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../../helper';

// The audit log as the console reads it: newest first, filtered by action, operator, record and day; append-only.
const t = useTestApp();

describe('GET /adminApi/audit', () => {
  it('lists newest first with the operator, and filters by action, by operator and by both', async () => {
    const ada = await createMember(t, { role: ROLE.admin, fullName: 'Ada Auditor' });
    const ben = await createMember(t, { role: ROLE.admin, fullName: 'Ben Auditor' });
    const adaToken = await operatorToken(t, ada);
    const benToken = await operatorToken(t, ben);
    const first = await createMember(t);
    const second = await createMember(t);
    const steps = [
      () =>
        call(t, routes.adminMemberBlock, {
          params: { _id: first.id },
          body: { reason: 'One' },
          token: adaToken,
          ip: '203.0.113.7',
        }),
      () => call(t, routes.adminMemberBlock, { params: { _id: second.id }, body: { reason: 'Two' }, token: benToken }),
      () => call(t, routes.adminMemberUnblock, { params: { _id: first.id }, token: adaToken }),
      () =>
        call(t, routes.adminMemberAdjust, {
          params: { _id: second.id },
          body: { wallet: 'income', amount: '2.5', reason: 'Three' },
          token: benToken,
        }),
    ];
    for (const step of steps) {
      t.clock.advanceSeconds(1);
      expect((await step()).status).toBe(200);
    }
    // A row whose actor is not known any more (the column allows it) reads with no operator.
    t.clock.advanceSeconds(1);
    await t.ctx.db.insert(auditLog).values({
      actorId: null,
      action: 'member.block',
      targetType: 'member',
      targetId: first.id,
      details: {},
      createdAt: t.clock.now(),
    });

    const audit = async (query: { action?: string; operator?: string; page?: number }) =>
      dataOf(await call(t, routes.adminAudit, { query, token: adaToken }));
    const summary = (page: Awaited<ReturnType<typeof audit>>) =>
      page.docs.map((row) => [row.action, row.operator?.fullName ?? null, row.targetId]);

    const all = await audit({});
    expect(all).toMatchObject({ totalDocs: 5, limit: 10, page: 1, totalPages: 1 });
    expect(summary(all)).toEqual([
      ['member.block', null, first.id],
      ['member.adjust', 'Ben Auditor', second.id],
      ['member.unblock', 'Ada Auditor', first.id],
      ['member.block', 'Ben Auditor', second.id],
      ['member.block', 'Ada Auditor', first.id],
    ]);
    expect(all.docs[4]).toEqual({
      _id: expect.any(String),
      action: 'member.block',
      operator: { _id: ada.id, fullName: 'Ada Auditor', email: ada.email },
      targetType: 'member',
      targetId: first.id,
      details: { reason: 'One', payoutsHandedBack: 0, payoutsAlreadySent: 0 },
      people: {},
      ip: '203.0.113.7',
      createdAt: new Date(Date.parse(all.docs[0]?.createdAt ?? '') - 4000).toISOString(),
    });
    expect(all.docs[1]?.details).toMatchObject({ wallet: 'income', amountMicros: '2500000', reason: 'Three' });

    expect(summary(await audit({ action: 'member.block' }))).toEqual([
      ['member.block', null, first.id],
      ['member.block', 'Ben Auditor', second.id],
      ['member.block', 'Ada Auditor', first.id],
    ]);
    // The action matches exactly, not as a part.
    expect((await audit({ action: 'member' })).totalDocs).toBe(0);
    expect(summary(await audit({ operator: ada.id }))).toEqual([
      ['member.unblock', 'Ada Auditor', first.id],
      ['member.block', 'Ada Auditor', first.id],
    ]);
    expect(summary(await audit({ operator: ben.id, action: 'member.adjust' }))).toEqual([
      ['member.adjust', 'Ben Auditor', second.id],
    ]);
    expect(await audit({ operator: first.id })).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1 });
    const notAnId = await call(t, routes.adminAudit, { query: { operator: 'ada' }, token: adaToken });
    expect({ status: notAnId.status, message: notAnId.body.message }).toEqual({ status: 400, message: MSG.notFound });
  });

  it('filters by record and by platform day, both ends included, in the timezone setting', async () => {
    const ada = await createMember(t, { role: ROLE.admin });
    const token = await operatorToken(t, ada);
    const member = await createMember(t);
    const other = await createMember(t);
    const zone = await saveSettings(t, token, { timezone: 'Asia/Kolkata' });
    expect(zone.status).toBe(200);
    // 2030-03-01 in Kolkata runs from 2030-02-28T18:30Z to 2030-03-01T18:30Z. Rows written at set times directly:
    // a session would not live across the years the clock would have to jump.
    const at = (iso: string, userId: string) =>
      t.ctx.db.insert(auditLog).values({
        actorId: ada.id,
        action: 'member.block',
        targetType: 'member',
        targetId: userId,
        details: { reason: iso },
        createdAt: new Date(iso),
      });
    await at('2030-02-28T18:29:00Z', member.id);
    await at('2030-02-28T18:31:00Z', member.id);
    await at('2030-03-01T18:29:00Z', other.id);
    await at('2030-03-01T18:31:00Z', member.id);
    const reasons = async (query: { record?: string; from?: string; to?: string }) => {
      const page = dataOf(await call(t, routes.adminAudit, { query: { ...query, action: 'member.block' }, token }));
      return page.docs.map((row) => row.details.reason).reverse();
    };
    expect(await reasons({ from: '2030-03-01', to: '2030-03-01' })).toEqual([
      '2030-02-28T18:31:00Z',
      '2030-03-01T18:29:00Z',
    ]);
    expect(await reasons({ from: '2030-03-02' })).toEqual(['2030-03-01T18:31:00Z']);
    expect(await reasons({ from: '2030-01-01', to: '2030-02-28' })).toEqual(['2030-02-28T18:29:00Z']);
    expect(await reasons({ record: member.id, from: '2030-03-01' })).toEqual([
      '2030-02-28T18:31:00Z',
      '2030-03-01T18:31:00Z',
    ]);
    expect(await reasons({ record: other.id })).toEqual(['2030-03-01T18:29:00Z']);
    expect(await reasons({ record: 'nothing-of-that-id' })).toEqual([]);

    for (const [query, message] of [
      [{ from: '2030-3-1' }, MSG.dayInvalid],
      [{ to: '2030-02-30' }, MSG.dayInvalid],
      [{ from: '2030-03-02', to: '2030-03-01' }, MSG.dayRangeInvalid],
    ] as const) {
      const refused = await call(t, routes.adminAudit, { query, token });
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
    }
  });

  it('is append-only: the database refuses to change, delete or truncate a row, whoever asks', async () => {
    const ada = await createMember(t, { role: ROLE.admin });
    const member = await createMember(t);
    const token = await operatorToken(t, ada);
    await call(t, routes.adminMemberBlock, { params: { _id: member.id }, body: { reason: 'Kept' }, token });
    for (const statement of [
      sql`update audit_log set details = '{}'::jsonb`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      await expect(t.ctx.db.execute(statement)).rejects.toMatchObject({
        cause: { message: 'the audit log is append-only' },
      });
    }
    const page = dataOf(await call(t, routes.adminAudit, { query: { record: member.id }, token }));
    expect(page.docs.map((row) => row.details)).toEqual([
      { reason: 'Kept', payoutsHandedBack: 0, payoutsAlreadySent: 0 },
    ]);
  });
});

describe('the address an audit row records', () => {
  const proxied = useTestApp({ env: { TRUST_PROXY: '1' } });

  it('is the one Fastify resolved: behind a trusted proxy, the client it forwards for', async () => {
    const owner = await createMember(proxied, { role: ROLE.admin });
    const content = await createMember(proxied, { role: ROLE.admin, operatorRole: 'content' });
    const [ownerToken, contentToken] = [await operatorToken(proxied, owner), await operatorToken(proxied, content)];
    const member = await signedInMember(proxied);
    const submitted = await call(proxied, routes.addFund.member, {
      body: { amount: 40, transaction_id: randomTxHash() },
      token: member.token,
    });
    // The proxy at 127.0.0.1 appends the address it saw to whatever the client sent.
    const through = { ip: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } };
    // An approval writes its row in the statement that credits the deposit; a call outside the role, in the hook.
    const approved = await call(proxied, routes.adminDepositApprove, {
      params: { _id: dataOf(submitted)._id },
      token: ownerToken,
      ...through,
    });
    expect(approved.status).toBe(200);
    expect((await call(proxied, routes.adminWithdrawals, { token: contentToken, ...through })).status).toBe(403);
    const rows = await proxied.ctx.db
      .select({ action: auditLog.action, ip: auditLog.ip })
      .from(auditLog)
      .where(inArray(auditLog.actorId, [owner.id, content.id]))
      .orderBy(auditLog.action);
    expect(rows).toEqual([
      { action: 'deposit.approve', ip: '203.0.113.9' },
      { action: 'operator.forbidden', ip: '203.0.113.9' },
    ]);
  });
});
