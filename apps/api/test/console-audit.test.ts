import { MSG, ROLE, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { call, createMember, dataOf, operatorToken, useTestApp } from './helper';

// The audit log as the console reads it: newest first, filtered by action and by operator.
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
      () => call(t, routes.adminMemberBlock, { params: { _id: first.id }, body: { reason: 'One' }, token: adaToken }),
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
      details: { reason: 'One' },
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
});
