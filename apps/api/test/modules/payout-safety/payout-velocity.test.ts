import { routes, withdrawalDailyAmountMessage, withdrawalDailyCountMessage } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSettings } from '../../../src/core/settings';
import { upsertSetting } from '../../../src/modules/settings/settings.repository';
import {
  call,
  dataOf,
  expectLedgerClean,
  newOperatorToken,
  nextClientIp,
  packageCall,
  signedInMember,
  useTestApp,
} from '../../helper';
import {
  ADDRESS,
  earnIncome,
  fundAndBuy,
  newRequestWindow,
  requestWithdrawal,
  withdrawCapital,
} from '../../withdrawal-kit';

// Daily withdrawal limits per member (docs/decisions/011-payout-safety.md). Real parallel verifies: on PostgreSQL
// (TEST_DATABASE_URL) they run on separate connections at once, and the member's row lock lets one pass at a time.
const t = useTestApp({ payoutSafety: true });
let operator: string;

async function setLimits(limits: { withdrawalDailyLimit: number; withdrawalDailyCount: number }) {
  for (const [key, value] of Object.entries({ ...limits, newAddressHoldHours: 0 })) {
    await upsertSetting(t.ctx.db, { key, value, now: t.clock.now() });
  }
  forgetSettings(t.ctx.db);
}

beforeEach(async () => {
  operator = await newOperatorToken(t);
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function requests(member: Member, count: number, amount: number) {
  const made: { id: string; otp: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    if (index % 5 === 0) await newRequestWindow(t);
    made.push(await requestWithdrawal(t, { member, amount }));
  }
  return made;
}

const verify = (member: Member, request: { id: string; otp: string }, amount: number) =>
  call(t, routes.withdrawalVerify.member, {
    body: { address: ADDRESS, amount, otp: request.otp, _id: request.id },
    token: member.token,
    ip: nextClientIp(),
  });

const limitsOf = async (member: Member) =>
  dataOf(await call(t, routes.withdrawalLimits.member, { token: member.token }));

describe('daily withdrawal limits', () => {
  it('refuses a verify past the daily total, naming the limit and what is left', async () => {
    await setLimits({ withdrawalDailyLimit: 100, withdrawalDailyCount: 5 });
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 300 });
    const [first, second, third] = await requests(member, 3, 40);
    if (!first || !second || !third) throw new Error('requests missing');
    expect((await verify(member, first, 40)).status).toBe(200);
    expect((await verify(member, second, 40)).status).toBe(200);
    expect(await limitsOf(member)).toMatchObject({
      dailyLimit: 100,
      dailyLimitLeft: 20,
      dailyCount: 5,
      dailyCountLeft: 3,
    });
    expect(await verify(member, third, 40)).toMatchObject({
      status: 409,
      body: { message: withdrawalDailyAmountMessage(100, 20) },
    });
    // A rejected withdrawal gives its share of the limit back; the next platform day starts afresh.
    const rejected = await call(t, routes.adminWithdrawalReject, {
      params: { _id: first.id },
      body: { reason: 'Wrong network' },
      token: operator,
    });
    expect(rejected.status).toBe(200);
    expect((await verify(member, third, 40)).status).toBe(200);
    const [fourth] = await requests(member, 1, 40);
    if (!fourth) throw new Error('request missing');
    expect((await verify(member, fourth, 40)).status).toBe(409);
    t.clock.advanceSeconds(86_400);
    const [fifth] = await requests(member, 1, 40);
    if (!fifth) throw new Error('request missing');
    expect((await verify(member, fifth, 40)).status).toBe(200);
    await expectLedgerClean(t);
  });

  it('refuses a verify past the daily count; capital withdrawals are not counted', async () => {
    await setLimits({ withdrawalDailyLimit: 10_000, withdrawalDailyCount: 2 });
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 300 });
    const made = await requests(member, 3, 30);
    expect((await verify(member, made[0] as { id: string; otp: string }, 30)).status).toBe(200);
    expect((await verify(member, made[1] as { id: string; otp: string }, 30)).status).toBe(200);
    expect(await verify(member, made[2] as { id: string; otp: string }, 30)).toMatchObject({
      status: 409,
      body: { message: withdrawalDailyCountMessage(2) },
    });
    const packageId = dataOf(
      await packageCall(t, routes.adminPackageCreate, {
        body: { title: 'Velocity capital', price: 50, yield: 1, maturity: 30 },
        token: operator,
      }),
    )._id;
    const orderId = await fundAndBuy(t, { member, operator, packageId, price: 50 });
    await newRequestWindow(t);
    await withdrawCapital(t, member, orderId);
    expect((await limitsOf(member)).dailyCountLeft).toBe(0);
    await expectLedgerClean(t);
  });

  it('lets parallel verifies pass only up to the limits', async () => {
    await setLimits({ withdrawalDailyLimit: 150, withdrawalDailyCount: 4 });
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 1000 });
    // 12 x 30 at once: the total allows 5, the count 4.
    const made = await requests(member, 12, 30);
    const answers = await Promise.all(made.map((request) => verify(member, request, 30)));
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(4);
    expect(
      answers
        .filter((answer) => answer.status !== 200)
        .every((answer) => answer.status === 409 && answer.body.message === withdrawalDailyCountMessage(4)),
    ).toBe(true);

    const other = await signedInMember(t);
    await setLimits({ withdrawalDailyLimit: 100, withdrawalDailyCount: 100 });
    await earnIncome(t, { member: other, operator, amount: 1000 });
    const more = await requests(other, 10, 30);
    const answered = await Promise.all(more.map((request) => verify(other, request, 30)));
    expect(answered.filter((answer) => answer.status === 200)).toHaveLength(3);
    const held = await t.ctx.db.execute(
      sql`select coalesce(sum(amount_micros), 0)::text as total from withdrawals where user_id = ${other.id} and status = 'pending'`,
    );
    expect(JSON.stringify(held)).toContain('"90000000"');
    await expectLedgerClean(t);
  });
});
