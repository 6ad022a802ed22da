import { MSG, type purchaseBody } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from '../../ledger/accounts';
import { lockIncomePool } from '../../ledger/income-pool';
import { post } from '../../ledger/post';
import { AppError } from '../../lib/app-error';
import { percentToBasisPoints } from '../../lib/basis-points';
import { payIncome } from '../income/pay-income';
import { platformDay } from '../income/platform-day';
import { promote } from '../income/ranks';
import { getSettings } from '../settings/settings.service';
import { recordPurchase } from '../team/team-stats';
import { insertOrderUnlessActive, toOrderRow } from './orders.repository';
import { findPackage } from './packages.repository';

/**
 * Buys a package from the deposit wallet in one transaction: the order with a copy of the terms, the
 * debit, the sponsor's direct income, the team counters and ranks. A second click finds the active order
 * (unique index) and a wallet short of the price moves nothing.
 */
export async function purchasePackage(
  ctx: AppContext,
  options: { userId: string; body: z.output<typeof purchaseBody> },
) {
  const settings = await getSettings(ctx.db);
  const now = ctx.clock();
  const day = platformDay(now, settings.timezone);
  const order = await ctx.db.transaction(async (tx) => {
    await lockIncomePool(tx);
    const pkg = await findPackage(tx, options.body.packageId);
    if (pkg.status !== 'active') throw new AppError('CONFLICT', MSG.packageUnavailable);
    if (options.body.amount !== pkg.priceMicros) throw new AppError('VALIDATION', MSG.packagePriceMismatch);
    const created = await insertOrderUnlessActive(tx, {
      userId: options.userId,
      packageId: pkg.id,
      title: pkg.title,
      priceMicros: pkg.priceMicros,
      dailyYieldBasisPoints: pkg.dailyYieldBasisPoints,
      maturityDays: pkg.maturityDays,
      capitalChargeBasisPoints: percentToBasisPoints(settings.packageWithdrawalChargePercent),
      createdAt: now,
    });
    if (!created) throw new AppError('CONFLICT', MSG.packageAlreadyActive);
    await post(tx, {
      kind: 'package:purchase',
      idempotencyKey: `purchase:${created.id}`,
      lines: [
        {
          accountId: await memberAccountId(tx, { userId: options.userId, wallet: MEMBER_WALLET.deposit }),
          amountMicros: -created.priceMicros,
        },
        {
          accountId: await platformAccountId(tx, PLATFORM_ACCOUNT.packageCapitalHeld),
          amountMicros: created.priceMicros,
        },
      ],
      memo: { orderId: created.id, packageId: pkg.id },
      now,
    });
    const { uplines } = await recordPurchase(tx, { userId: options.userId, priceMicros: created.priceMicros });
    const sponsor = uplines.find((upline) => upline.depth === 1);
    if (sponsor) {
      await payIncome(tx, {
        userId: sponsor.userId,
        kind: 'direct',
        baseMicros: created.priceMicros,
        rateBasisPoints: percentToBasisPoints(settings.directIncomePercent),
        idempotencyKey: `direct:${created.id}`,
        sourceUserId: options.userId,
        orderId: created.id,
        level: 1,
        day,
        now,
      });
    }
    // The buyer reaches rank 1; the uplines' team business and active directs just grew.
    for (const userId of [options.userId, ...uplines.map((upline) => upline.userId)]) {
      await promote(tx, { userId, settings, day, now });
    }
    return created;
  });
  return { message: MSG.packagePurchased, data: toOrderRow(order, day) };
}
