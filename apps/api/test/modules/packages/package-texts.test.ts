import { MSG, routes } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema';
import {
  call,
  dataOf,
  fundMember,
  newOperatorToken,
  packageCall,
  readLatestOtp,
  signedInMember,
  useTestApp,
} from '../../helper';
import { ADDRESS } from '../../withdrawal-kit';

// A package's name and description per language (docs/product.md#packages): members and visitors read them in their
// language, English where the operator wrote none; the console says which languages are behind English.

const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

const SPANISH = { title: 'Plan Semilla', description: 'Un plan de 30 días para empezar.' };
const HINDI = { title: 'बीज योजना', description: 'शुरुआत के लिए 30 दिनों की योजना।' };

async function createWithTexts(title: string, translations: Record<string, unknown> = {}) {
  const answer = await packageCall(t, routes.adminPackageCreate, {
    body: { title, description: 'A 30-day plan to start with.', price: 50, yield: 1, maturity: 30, translations },
    token: operator,
  });
  expect(answer.status).toBe(200);
  return dataOf(answer);
}

const update = (id: string, body: Record<string, unknown>) =>
  packageCall(t, routes.adminPackageUpdate, { params: { _id: id }, body, token: operator });

async function searchAs(language: string, body: Record<string, unknown>) {
  const answer = await call(t, routes.packageSearch, { body, headers: { 'accept-language': language } });
  return dataOf(answer).docs;
}

describe('package texts per language', () => {
  it('are read in the visitor language, English where the package has none', async () => {
    const both = await createWithTexts('Seed plan', { es: SPANISH, hi: HINDI });
    const englishOnly = await createWithTexts('Sprout plan');
    expect(await searchAs('es-ES,es;q=0.9', { id: both._id })).toMatchObject([SPANISH]);
    expect(await searchAs('hi', { id: both._id })).toMatchObject([HINDI]);
    expect(await searchAs('en', { id: both._id })).toMatchObject([
      { title: 'Seed plan', description: 'A 30-day plan to start with.' },
    ]);
    expect(await searchAs('es', { id: englishOnly._id })).toMatchObject([
      { title: 'Sprout plan', description: 'A 30-day plan to start with.' },
    ]);
    // A reader finds the package by the name they read, as well as by the English one.
    expect((await searchAs('es', { search: 'Semilla' })).map((row) => row._id)).toEqual([both._id]);
    expect((await searchAs('es', { search: 'Seed plan' })).map((row) => row._id)).toEqual([both._id]);
  });

  it("shows a member's orders under the package name in their language", async () => {
    const pack = await createWithTexts('Harvest plan', { es: { title: 'Plan Cosecha', description: '' } });
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 50 });
    const bought = await call(t, routes.purchasePackage.member, {
      body: { packageId: pack._id, amount: 50, payment_mode_name: 'wallet' },
      token: member.token,
    });
    expect(bought.status).toBe(200);
    const ordersAs = async (language: string) =>
      dataOf(
        await call(t, routes.activePackages.member, {
          token: member.token,
          headers: { 'accept-language': language },
        }),
      ).map((order) => order.title);
    expect(await ordersAs('es')).toEqual(['Plan Cosecha']);
    expect(await ordersAs('hi')).toEqual(['Harvest plan']);
    expect(await ordersAs('en')).toEqual(['Harvest plan']);

    // A capital withdrawal of the order names it the same way on the member's withdrawals.
    const orderId = dataOf(bought)._id;
    const requested = await call(t, routes.packageWithdrawal.member, {
      body: { address: ADDRESS, packageId: orderId },
      token: member.token,
    });
    expect(requested.status).toBe(200);
    const otp = await readLatestOtp(t, member.email);
    const verified = await call(t, routes.packageWithdrawalVerify.member, {
      body: { address: ADDRESS, packageId: orderId, otp, _id: dataOf(requested)._id },
      token: member.token,
    });
    expect(verified.status).toBe(200);
    const withdrawalsAs = async (language: string) =>
      dataOf(
        await call(t, routes.withdrawalList.member, {
          params: { id: 'me' },
          token: member.token,
          headers: { 'accept-language': language },
        }),
      ).docs.map((row) => row.packageTitle);
    expect(await withdrawalsAs('es')).toEqual(['Plan Cosecha']);
    expect(await withdrawalsAs('en')).toEqual(['Harvest plan']);
  });

  it('says which languages are behind the English texts', async () => {
    const pack = await createWithTexts('Grove plan', { es: SPANISH });
    expect(pack.behind).toEqual(['hi']);
    // Terms change nothing of the texts; saving the same Spanish texts again leaves them as they were.
    expect(dataOf(await update(pack._id, { price: 60, translations: { es: SPANISH } })).behind).toEqual(['hi']);
    t.clock.advanceSeconds(60);
    const englishEdited = dataOf(await update(pack._id, { description: 'A 30-day plan, now with more.' }));
    expect(englishEdited.behind).toEqual(['es', 'hi']);
    // The same Spanish sent again does not catch up: only new Spanish words do.
    expect(dataOf(await update(pack._id, { translations: { es: SPANISH } })).behind).toEqual(['es', 'hi']);
    t.clock.advanceSeconds(60);
    const caughtUp = dataOf(
      await update(pack._id, { translations: { es: { ...SPANISH, description: 'Ahora con más.' }, hi: HINDI } }),
    );
    expect(caughtUp.behind).toEqual([]);
    expect(caughtUp.translations.es).toMatchObject({ title: SPANISH.title, description: 'Ahora con más.' });
    // Null removes a language: its readers read English again.
    const removed = dataOf(await update(pack._id, { translations: { hi: null } }));
    expect(removed.behind).toEqual(['hi']);
    expect(await searchAs('hi', { id: pack._id })).toMatchObject([{ title: 'Grove plan' }]);
    const listed = dataOf(await call(t, routes.adminPackages, { token: operator }));
    expect(listed.find((row) => row._id === pack._id)?.behind).toEqual(['hi']);
  });

  it('audits the languages with the terms', async () => {
    const pack = await createWithTexts('Orchard plan', { hi: HINDI });
    await update(pack._id, { translations: { es: SPANISH } });
    // The owner's own change, not the second owner's approval of the new package's terms (it names who asked).
    const [updated] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetId, pack._id),
          eq(auditLog.action, 'package.update'),
          sql`not (${auditLog.details} ? 'askedBy')`,
        ),
      );
    expect(updated?.details).toMatchObject({
      from: { translations: { hi: HINDI } },
      to: { translations: { hi: HINDI, es: SPANISH }, behind: [] },
    });
  });

  it('refuses a language without its name, and a description past 1000 characters', async () => {
    const pack = await createWithTexts('Meadow plan');
    const noTitle = await update(pack._id, { translations: { es: { description: 'Sin nombre' } } });
    expect({ status: noTitle.status, message: noTitle.body.message }).toEqual({
      status: 400,
      message: MSG.packageTitleRequired,
    });
    const long = await update(pack._id, { description: 'x'.repeat(1001) });
    expect(long.body.message).toBe(MSG.packageDescriptionTooLong);
    const unknownLanguage = await update(pack._id, { translations: { fr: SPANISH } });
    expect(unknownLanguage.status).toBe(400);
  });
});
