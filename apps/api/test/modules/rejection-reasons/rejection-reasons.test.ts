import { MSG, ROLE, routes } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema';
import {
  call,
  createMember,
  dataOf,
  newOperatorToken,
  operatorToken,
  randomTxHash,
  signedInMember,
  useTestApp,
} from '../../helper';
import { earnIncome, pendingWithdrawal } from '../../withdrawal-kit';

// The rejection reasons operators keep and choose when rejecting (docs/product.md#reviews): each with its words per
// language, the member reading them in theirs.

const t = useTestApp();
let owner: string;
let finance: string;
let support: string;

const HASH_NOT_FOUND = {
  en: 'The transaction hash was not found on BNB Smart Chain',
  es: 'El hash de la transacción no se encontró en BNB Smart Chain',
  hi: 'लेन-देन का हैश BNB Smart Chain पर नहीं मिला',
};

beforeAll(async () => {
  owner = await newOperatorToken(t);
  finance = await operatorToken(t, await createMember(t, { role: ROLE.admin, operatorRole: 'finance' }));
  support = await operatorToken(t, await createMember(t, { role: ROLE.admin, operatorRole: 'support' }));
});

const keep = (body: Record<string, unknown>, token = owner) => call(t, routes.rejectionReasonCreate, { body, token });
const keptId = async (body: Record<string, unknown>) => dataOf(await keep(body))._id;
const rejectDeposit = (id: string, body: Record<string, unknown>) =>
  call(t, routes.adminDepositReject, { params: { _id: id }, body, token: finance });
const rejectWithdrawal = (id: string, body: Record<string, unknown>) =>
  call(t, routes.adminWithdrawalReject, { params: { _id: id }, body, token: finance });

async function pendingDeposit() {
  const member = await signedInMember(t);
  const submitted = await call(t, routes.addFund.member, {
    body: { amount: 50, transaction_id: randomTxHash() },
    token: member.token,
  });
  return { member, id: dataOf(submitted)._id };
}

async function depositReasonAs(token: string, language: string) {
  const list = await call(t, routes.depositList.member, { token, headers: { 'accept-language': language } });
  return dataOf(list).docs[0]?.reason;
}

describe('the kept rejection reasons', () => {
  it('are kept by the owner with a text per language, blanks read as none, and audited', async () => {
    const created = await keep({
      for: 'deposit',
      texts: { en: ' The amount received does not match ', es: ' ', hi: '' },
    });
    expect(created.body).toMatchObject({
      success: true,
      message: MSG.rejectionReasonSaved,
      data: { for: 'deposit', texts: { en: 'The amount received does not match' }, retiredAt: null },
    });
    const id = dataOf(created)._id;
    expect(dataOf(created).texts).toEqual({ en: 'The amount received does not match' });

    const updated = await call(t, routes.rejectionReasonUpdate, {
      params: { _id: id },
      body: { for: 'both', texts: { en: 'The amount received does not match', es: 'El importe recibido no coincide' } },
      token: owner,
    });
    expect(dataOf(updated)).toMatchObject({ for: 'both', texts: { es: 'El importe recibido no coincide' } });

    const retired = await call(t, routes.rejectionReasonRetire, { params: { _id: id }, token: owner });
    expect(retired.body).toMatchObject({ message: MSG.rejectionReasonRetired, data: { _id: id } });
    expect(dataOf(retired).retiredAt).not.toBeNull();
    // Retired, not deleted: still listed, for the history that names it.
    const listed = dataOf(await call(t, routes.rejectionReasons, { token: finance }));
    expect(listed.find((row) => row._id === id)?.retiredAt).toBe(dataOf(retired).retiredAt);

    const audited = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audited.map((row) => row.action).sort()).toEqual([
      'rejectionReason.create',
      'rejectionReason.retire',
      'rejectionReason.update',
    ]);
  });

  it('refuses a reason without its English text, in the reader language', async () => {
    const missing = await keep({ for: 'both', texts: { es: 'Solo en español' } });
    expect({ status: missing.status, message: missing.body.message }).toEqual({
      status: 400,
      message: MSG.rejectionReasonEnglishRequired,
    });
    const inSpanish = await call(t, routes.rejectionReasonCreate, {
      body: { for: 'both', texts: { en: '  ' } },
      token: owner,
      headers: { 'accept-language': 'es' },
    });
    expect(inSpanish.body.message).toBe('Introduce el motivo en inglés');
    const unknown = await call(t, routes.rejectionReasonRetire, {
      params: { _id: '00000000-0000-4000-8000-000000000000' },
      token: owner,
    });
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({
      status: 404,
      message: MSG.rejectionReasonNotFound,
    });
  });

  it('are read by reviewers and kept by the owner alone: finance and support cannot write', async () => {
    const id = await keptId({ for: 'both', texts: { en: 'Kept by the owner' } });
    expect((await call(t, routes.rejectionReasons, { token: finance })).status).toBe(200);
    for (const token of [finance, support]) {
      expect((await keep({ for: 'both', texts: { en: 'Not theirs' } }, token)).status).toBe(403);
      const body = { for: 'both', texts: { en: 'Not theirs' } };
      expect((await call(t, routes.rejectionReasonUpdate, { params: { _id: id }, body, token })).status).toBe(403);
      expect((await call(t, routes.rejectionReasonRetire, { params: { _id: id }, token })).status).toBe(403);
    }
    // Support reviews neither deposits nor withdrawals, so it does not read the reasons either.
    expect((await call(t, routes.rejectionReasons, { token: support })).status).toBe(403);
  });
});

describe('rejecting with a kept reason', () => {
  it('needs a kept reason, free text or both, and says so when neither is given', async () => {
    const { id } = await pendingDeposit();
    for (const body of [{}, { reason: '   ' }, { reasonId: '', reason: '' }]) {
      const answer = await rejectDeposit(id, body);
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 400,
        message: MSG.rejectReasonRequired,
      });
    }
  });

  it('gives the member the kept reason in their language, English where it has none', async () => {
    const reasonId = await keptId({ for: 'deposit', texts: HASH_NOT_FOUND });
    const englishOnly = await keptId({ for: 'both', texts: { en: 'The address cannot receive BEP-20 USDT' } });
    const { member, id } = await pendingDeposit();
    expect((await rejectDeposit(id, { reasonId })).body).toMatchObject({ success: true, data: { status: 'reject' } });
    expect(await depositReasonAs(member.token, 'es')).toBe(HASH_NOT_FOUND.es);
    expect(await depositReasonAs(member.token, 'hi-IN,hi;q=0.9')).toBe(HASH_NOT_FOUND.hi);
    expect(await depositReasonAs(member.token, 'en')).toBe(HASH_NOT_FOUND.en);

    const second = await pendingDeposit();
    await rejectDeposit(second.id, { reasonId: englishOnly });
    expect(await depositReasonAs(second.member.token, 'es')).toBe('The address cannot receive BEP-20 USDT');
  });

  it('keeps the words as they were when rejected: a later edit or retirement changes no rejection', async () => {
    const reasonId = await keptId({ for: 'both', texts: HASH_NOT_FOUND });
    const { member, id } = await pendingDeposit();
    await rejectDeposit(id, { reasonId });
    await call(t, routes.rejectionReasonUpdate, {
      params: { _id: reasonId },
      body: { for: 'both', texts: { en: 'Changed later', es: 'Cambiado después' } },
      token: owner,
    });
    await call(t, routes.rejectionReasonRetire, { params: { _id: reasonId }, token: owner });
    expect(await depositReasonAs(member.token, 'es')).toBe(HASH_NOT_FOUND.es);
  });

  it('puts the free text after the kept reason, and takes free text alone as before', async () => {
    const reasonId = await keptId({ for: 'both', texts: HASH_NOT_FOUND });
    const both = await pendingDeposit();
    const answer = await rejectDeposit(both.id, { reasonId, reason: 'Checked block 41,200,000' });
    expect(dataOf(answer).reason).toBe(`${HASH_NOT_FOUND.en} — Checked block 41,200,000`);
    expect(await depositReasonAs(both.member.token, 'hi')).toBe(`${HASH_NOT_FOUND.hi} — Checked block 41,200,000`);

    const free = await pendingDeposit();
    await rejectDeposit(free.id, { reason: 'Sent from an exchange we cannot match' });
    expect(await depositReasonAs(free.member.token, 'es')).toBe('Sent from an exchange we cannot match');

    const [audited] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, both.id), eq(auditLog.action, 'deposit.reject')));
    expect(audited?.details).toEqual({ reasonId, reason: `${HASH_NOT_FOUND.en} — Checked block 41,200,000` });
  });

  it('refuses a retired reason, one kept for the other review, and an unknown one', async () => {
    const forWithdrawals = await keptId({ for: 'withdrawal', texts: { en: 'Withdrawals only' } });
    const retired = await keptId({ for: 'both', texts: { en: 'Retired' } });
    await call(t, routes.rejectionReasonRetire, { params: { _id: retired }, token: owner });
    const { id } = await pendingDeposit();
    for (const reasonId of [forWithdrawals, retired, '00000000-0000-4000-8000-000000000000']) {
      const answer = await rejectDeposit(id, { reasonId, reason: 'with a note' });
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 400,
        message: MSG.rejectionReasonUnavailable,
      });
    }
    expect((await rejectDeposit(id, { reason: 'still pending, so this one works' })).status).toBe(200);
  });

  it('tells the member in the notice, in the language they read it in', async () => {
    const reasonId = await keptId({ for: 'deposit', texts: HASH_NOT_FOUND });
    const { member, id } = await pendingDeposit();
    await rejectDeposit(id, { reasonId, reason: 'bloque 41200000' });
    for (const [language, words] of [
      ['es', HASH_NOT_FOUND.es],
      ['hi', HASH_NOT_FOUND.hi],
    ] as const) {
      const centre = await call(t, routes.notifications.member, {
        token: member.token,
        headers: { 'accept-language': language },
      });
      const body = dataOf(centre).docs[0]?.body ?? '';
      expect(body).toContain(words);
      expect(body).toContain('bloque 41200000');
    }
  });

  it('rejects a withdrawal with a kept reason the member reads in Spanish and Hindi', async () => {
    const reasonId = await keptId({
      for: 'withdrawal',
      texts: {
        en: 'The address cannot receive BEP-20 USDT',
        es: 'La dirección no puede recibir USDT BEP-20',
        hi: 'यह पता BEP-20 USDT प्राप्त नहीं कर सकता',
      },
    });
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator: owner, amount: 100 });
    const id = await pendingWithdrawal(t, { member, amount: 40 });
    const neither = await rejectWithdrawal(id, {});
    expect(neither.body.message).toBe(MSG.rejectReasonRequired);
    expect((await rejectWithdrawal(id, { reasonId })).status).toBe(200);
    const reasonAs = async (language: string) => {
      const list = await call(t, routes.withdrawalList.member, {
        params: { id: 'me' },
        token: member.token,
        headers: { 'accept-language': language },
      });
      return dataOf(list).docs[0]?.reason;
    };
    expect(await reasonAs('es')).toBe('La dirección no puede recibir USDT BEP-20');
    expect(await reasonAs('hi')).toBe('यह पता BEP-20 USDT प्राप्त नहीं कर सकता');
  });
});
