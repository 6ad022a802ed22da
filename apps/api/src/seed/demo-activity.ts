import { randomBytes } from 'node:crypto';
import { ROLE } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { afterCommitSettled } from '../core/after-commit';
import { getSettings } from '../core/settings';
import { deposits, packages, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { hashPassword } from '../lib/passwords';
import { platformDay } from '../lib/platform-day';
import { approveDeposit, rejectDeposit, submitDeposit } from '../modules/deposits/deposits.service';
import { claimProfit } from '../modules/packages/claim.service';
import { purchasePackage } from '../modules/packages/purchase.service';
import { foldTeamCounters } from '../modules/team/team-fold';
import { addMemberToTeams } from '../modules/team/team-stats';
import type { DemoReasonIds } from './demo-rejection-reasons';
import { seedDemoWithdrawal } from './demo-withdrawals';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const PAST_DAYS = 7;
/** The day of the paid withdrawal: its new address's hold (a day by default) ends well before the seed. */
const PAID_WITHDRAWAL_DAYS_AGO = 4;
/** Where the rejected withdrawal was asked to: not the wallet the paid one went to. */
const DEMO_EXCHANGE_ADDRESS = '0x2B7A1C4e9D03F5A6B8c0e12F3D4a5B6c7d8E9F01';
// The team joins one member every two days, sponsors before their recruits, the last two days before the week starts.
const JOIN_GAP_MS = 2 * DAY_MS;
// An operator reviews a deposit ten minutes after it arrives; its member buys five minutes after the approval.
const DEPOSIT_REVIEW_MS = 10 * 60_000;
const PURCHASE_AFTER_MS = 5 * 60_000;

// The demo member's team: who sponsors whom, and which package each holds (none = inactive).
const TEAM = [
  { key: 'asha', fullName: 'Asha Verma', sponsor: 'demo', package: 'Silver' },
  { key: 'bilal', fullName: 'Bilal Khan', sponsor: 'demo', package: 'Starter' },
  { key: 'chen', fullName: 'Chen Wei', sponsor: 'demo', package: null },
  { key: 'dev', fullName: 'Dev Patel', sponsor: 'asha', package: 'Starter' },
  { key: 'elena', fullName: 'Elena Rossi', sponsor: 'asha', package: null },
  { key: 'gita', fullName: 'Gita Rao', sponsor: 'bilal', package: 'Starter' },
  { key: 'farah', fullName: 'Farah Ali', sponsor: 'dev', package: 'Silver' },
] as const;

/** The seeded week starts (deposits, purchases) a week and three hours before the seed. */
function weekStart(seededAt: Date): number {
  return seededAt.getTime() - PAST_DAYS * DAY_MS - 3 * HOUR_MS;
}

/** When the demo member joined: before everyone in its team, so the root of the tree is its oldest member. */
export function demoJoinedAt(seededAt: Date): Date {
  return new Date(weekStart(seededAt) - (TEAM.length + 1) * JOIN_GAP_MS);
}

let hashSequence = 0;
function txHash(): string {
  hashSequence += 1;
  return `0x${randomBytes(28).toString('hex')}${hashSequence.toString(16).padStart(8, '0')}`;
}

/**
 * A week of platform life for the demo member, made through the same services members and operators
 * use, on a clock set back in time: the team on three levels, deposits in every status, packages, a
 * claim every past day (trading, level, direct income and a rank reward), a paid and a rejected withdrawal.
 * Today is left unclaimed, whatever the hour of the seed.
 */
export async function seedDemoActivity(
  ctx: AppContext,
  options: { demoId: string; operatorId: string; secondOperatorId: string; seededAt: Date; reasonIds: DemoReasonIds },
) {
  const seededAt = options.seededAt.getTime();
  let now = weekStart(options.seededAt);
  const at: AppContext = { ...ctx, clock: () => new Date(now) };
  const passwordHash = await hashPassword(randomBytes(16).toString('hex'));
  const ids: Record<string, string> = { demo: options.demoId };
  for (const [index, member] of TEAM.entries()) {
    const [row] = await ctx.db
      .insert(users)
      .values({
        fullName: member.fullName,
        email: `${member.key}@example.com`,
        phone: '9800000000',
        passwordHash,
        role: ROLE.user,
        referId: member.key.toUpperCase().padEnd(6, '0'),
        sponsorId: ids[member.sponsor],
        createdAt: new Date(demoJoinedAt(options.seededAt).getTime() + (index + 1) * JOIN_GAP_MS),
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`demo member ${member.key} not created`);
    ids[member.key] = row.id;
    await addMemberToTeams(ctx.db, row.id);
  }
  // Counters of uplines are queued; the demo folds them at each step, at the step's moment, as a server would.
  await foldTeamCounters(at);

  const catalogue = await ctx.db.select().from(packages);
  const priceOf = (title: string) => {
    const found = catalogue.find((pkg) => pkg.title === title);
    if (!found) throw new Error(`demo package ${title} missing`);
    return found;
  };
  // A made-up hash is on no chain: the deposit is marked demo, and screens show its hash without an explorer link.
  const deposit = async (userId: string, amountMicros: bigint) => {
    const { data } = await submitDeposit(at, {
      userId,
      ip: null,
      body: { amount: amountMicros, transaction_id: txHash() },
    });
    await ctx.db.update(deposits).set({ demo: true }).where(eq(deposits.id, data._id));
    return data._id;
  };
  // Above the approval limit (the demo member's 1,500 USDT) the operator's approval waits for the second operator's,
  // which credits it (docs/decisions/020-operator-roles.md#four-eyes-on-sums).
  const approvedDeposit = async (userId: string, amountMicros: bigint) => {
    const id = await deposit(userId, amountMicros);
    now += DEPOSIT_REVIEW_MS;
    const first = await approveDeposit(at, { depositId: id, actorId: options.operatorId, ip: null });
    if (first.waitsForSecond) {
      now += DEPOSIT_REVIEW_MS;
      await approveDeposit(at, { depositId: id, actorId: options.secondOperatorId, ip: null });
    }
  };
  const buy = async (userId: string, options: { title: string; depositMicros?: bigint }) => {
    const pkg = priceOf(options.title);
    await approvedDeposit(userId, options.depositMicros ?? pkg.priceMicros);
    now += PURCHASE_AFTER_MS;
    await purchasePackage(at, {
      userId,
      body: { packageId: pkg.id, amount: pkg.priceMicros, payment_mode_name: 'wallet' },
    });
    await afterCommitSettled();
  };

  // The demo member: 1,500 USDT in, Gold bought, 500 left; one deposit refused, one waiting for review.
  await buy(options.demoId, { title: 'Gold', depositMicros: 1_500_000_000n });
  for (const member of TEAM) {
    if (member.package) await buy(ids[member.key] as string, { title: member.package });
  }
  const refused = await deposit(options.demoId, 250_000_000n);
  now += DEPOSIT_REVIEW_MS;
  await rejectDeposit(at, {
    depositId: refused,
    actorId: options.operatorId,
    ip: null,
    reasonId: options.reasonIds.hashNotFound,
  });

  // Every past day the whole team claims, the deepest first, at the hour of the seed: a claim some hours after it
  // would fall on today when seeded late in the platform's evening, and leave nothing to claim.
  const claimOrder = ['farah', 'gita', 'dev', 'asha', 'bilal', 'demo'];
  const { timezone } = await getSettings(ctx.db);
  const today = platformDay(new Date(seededAt), timezone);
  const review = { demoId: options.demoId, operatorId: options.operatorId };
  for (let daysAgo = PAST_DAYS; daysAgo >= 1; daysAgo -= 1) {
    now = seededAt - daysAgo * DAY_MS;
    // A day of 25 hours (clocks turned back) can hold both this moment and the same moment yesterday.
    while (platformDay(new Date(now), timezone) >= today) now -= HOUR_MS;
    for (const key of claimOrder) {
      // A member whose orders all matured has nothing due: that answer is expected here.
      await claimProfit(at, ids[key] as string).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
    }
    await foldTeamCounters(at);
    // A withdrawal to a new address, paid once its hold ended (a day later, before the next day's claims are due).
    if (daysAgo === PAID_WITHDRAWAL_DAYS_AGO) {
      now += HOUR_MS;
      await seedDemoWithdrawal(at, { ...review, amountMicros: 40_000_000n, outcome: { paidIn: txHash() } });
    }
  }
  // After yesterday's claim, one to an exchange address the operator knows takes USDT on another network only:
  // rejected before its hold ends with the kept reason that says so in every language, the amount returned.
  now += 3 * HOUR_MS;
  await seedDemoWithdrawal(at, {
    ...review,
    amountMicros: 35_000_000n,
    address: DEMO_EXCHANGE_ADDRESS,
    outcome: { rejectedWith: options.reasonIds.addressCannotReceive },
  });
  now = seededAt - HOUR_MS;
  await deposit(options.demoId, 200_000_000n);
}
