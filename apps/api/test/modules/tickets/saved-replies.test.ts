import { randomUUID } from 'node:crypto';
import { MSG, routes, TICKET_LIMITS } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ticketSavedReplies } from '../../../src/db/schema';
import { call, dataOf, useTestApp } from '../../helper';
import { operatorOf, refusal } from './support-kit';

// Replies operators save to reuse (docs/product.md#support): a title and the text in English (required), Spanish and
// Hindi; listed by title, replaced and removed, each change audited.

const t = useTestApp();
let support: Awaited<ReturnType<typeof operatorOf>>;
let owner: Awaited<ReturnType<typeof operatorOf>>;

beforeAll(async () => {
  support = await operatorOf(t, 'support', 'Sam Saver');
  owner = await operatorOf(t, 'owner', 'Olive Owner');
});

const create = (body: Record<string, unknown>, token = support.token) =>
  call(t, routes.adminSavedReplyCreate, { body, token });
const update = (id: string, body: Record<string, unknown>, token = support.token) =>
  call(t, routes.adminSavedReplyUpdate, { params: { _id: id }, body, token });
const remove = (id: string, token = support.token) =>
  call(t, routes.adminSavedReplyDelete, { params: { _id: id }, token });
const list = async () => {
  const answer = await call(t, routes.adminSavedReplies, { token: support.token });
  expect(refusal(answer)).toEqual({ status: 200, message: MSG.savedRepliesLoaded });
  return dataOf(answer).docs;
};
const countStored = async () => (await t.ctx.db.select().from(ticketSavedReplies)).length;

describe('saved replies', () => {
  it('saves, lists by title, replaces and removes a reply, auditing each change with its operator', async () => {
    const created = await create({
      title: '  Deposit delay ',
      texts: { en: 'Deposits take up to 30 minutes.', es: 'Los depósitos tardan hasta 30 minutos.' },
    });
    expect(refusal(created)).toEqual({ status: 200, message: MSG.savedReplySaved });
    const reply = dataOf(created);
    expect(reply).toEqual({
      _id: expect.any(String),
      title: 'Deposit delay',
      texts: { en: 'Deposits take up to 30 minutes.', es: 'Los depósitos tardan hasta 30 minutos.', hi: '' },
      updatedAt: t.clock.now().toISOString(),
      updatedBy: { _id: support.id, fullName: 'Sam Saver' },
    });
    const other = dataOf(await create({ title: 'Account locked', texts: { en: 'We unlocked it.' } }));
    const titles = (await list()).map((row) => row.title);
    expect(titles.indexOf('Account locked')).toBeLessThan(titles.indexOf('Deposit delay'));
    expect((await list()).find((row) => row._id === reply._id)).toEqual(reply);

    t.clock.advanceSeconds(60);
    const replaced = await update(
      reply._id,
      { title: 'Deposit delay (BEP-20)', texts: { en: 'Up to 30 minutes.', hi: '30 मिनट तक।' } },
      owner.token,
    );
    expect(refusal(replaced)).toEqual({ status: 200, message: MSG.savedReplySaved });
    expect(dataOf(replaced)).toEqual({
      _id: reply._id,
      title: 'Deposit delay (BEP-20)',
      texts: { en: 'Up to 30 minutes.', es: '', hi: '30 मिनट तक।' },
      updatedAt: t.clock.now().toISOString(),
      updatedBy: { _id: owner.id, fullName: 'Olive Owner' },
    });

    t.clock.advanceSeconds(60);
    const removed = await remove(reply._id);
    expect(refusal(removed)).toEqual({ status: 200, message: MSG.savedReplyDeleted });
    expect((await list()).map((row) => row._id)).not.toContain(reply._id);
    expect((await list()).map((row) => row._id)).toContain(other._id);
    expect(refusal(await remove(reply._id))).toEqual({ status: 404, message: MSG.notFound });
    expect(refusal(await update(reply._id, { title: 'Gone', texts: { en: 'Gone' } }))).toEqual({
      status: 404,
      message: MSG.notFound,
    });

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'ticketReply'), eq(auditLog.targetId, reply._id)))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.action));
    expect(audit.map((row) => ({ action: row.action, actor: row.actorId, details: row.details }))).toEqual([
      { action: 'ticketReply.create', actor: support.id, details: { title: 'Deposit delay' } },
      { action: 'ticketReply.update', actor: owner.id, details: { title: 'Deposit delay (BEP-20)' } },
      { action: 'ticketReply.delete', actor: support.id, details: { title: 'Deposit delay (BEP-20)' } },
    ]);
  });

  it('answers each rule with its own message, on saving and on replacing, and stores nothing', async () => {
    const kept = dataOf(await create({ title: 'Kept as it is', texts: { en: 'Unchanged.' } }));
    const before = await countStored();
    const en = 'Thanks for waiting.';
    const cases: [Record<string, unknown>, string][] = [
      [{ texts: { en } }, MSG.savedReplyTitleRequired],
      [{ title: '', texts: { en } }, MSG.savedReplyTitleRequired],
      [{ title: '   ', texts: { en } }, MSG.savedReplyTitleRequired],
      [{ title: 't'.repeat(TICKET_LIMITS.savedTitleMax + 1), texts: { en } }, MSG.savedReplyTitleRequired],
      [{ title: 'Tab\tin title', texts: { en } }, MSG.controlCharacters],
      [{ title: 'No English', texts: {} }, MSG.ticketMessageRequired],
      [{ title: 'No English', texts: { en: '' } }, MSG.ticketMessageRequired],
      [{ title: 'No English', texts: { en: '  ', es: 'Gracias.' } }, MSG.ticketMessageRequired],
      [{ title: 'Too long', texts: { en: 'x'.repeat(TICKET_LIMITS.messageMax + 1) } }, MSG.ticketMessageTooLong],
      [{ title: 'Too long', texts: { en, es: 'x'.repeat(TICKET_LIMITS.messageMax + 1) } }, MSG.ticketMessageTooLong],
      [{ title: 'Too long', texts: { en, hi: 'x'.repeat(TICKET_LIMITS.messageMax + 1) } }, MSG.ticketMessageTooLong],
      [{ title: 'Bell', texts: { en: 'Ding\u0007' } }, MSG.controlCharacters],
      [{ title: 'Typo', texts: { en: 'Your deposit of {deposit.amonut}.' } }, MSG.savedReplyUnknownField],
      [{ title: 'Typo', texts: { en, es: 'Tu retiro está {retiro.estado}.' } }, MSG.savedReplyUnknownField],
    ];
    for (const [body, message] of cases) {
      const label = JSON.stringify(body).slice(0, 60);
      expect({ label, ...refusal(await create(body)) }).toEqual({ label, status: 400, message });
      expect({ label, ...refusal(await update(kept._id, body)) }).toEqual({ label, status: 400, message });
    }
    expect(await countStored()).toBe(before);
    expect((await list()).find((row) => row._id === kept._id)).toEqual(kept);
    // The longest title and text are taken.
    const longest = await create({
      title: 't'.repeat(TICKET_LIMITS.savedTitleMax),
      texts: { en: `${'e'.repeat(2000)}\n${'f'.repeat(TICKET_LIMITS.messageMax - 2001)}` },
    });
    expect(refusal(longest)).toEqual({ status: 200, message: MSG.savedReplySaved });
  });

  it('answers 404 for a reply that does not exist', async () => {
    const id = randomUUID();
    expect(refusal(await update(id, { title: 'Nothing', texts: { en: 'Nothing' } }))).toEqual({
      status: 404,
      message: MSG.notFound,
    });
    expect(refusal(await remove(id))).toEqual({ status: 404, message: MSG.notFound });
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toEqual([]);
  });
});
