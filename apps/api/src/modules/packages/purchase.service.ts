import { MSG, type purchaseBody } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import { PLATFORM_ACCOUNT, platformAccountId } from '../../ledger/accounts';
import { AppError } from '../../lib/app-error';
import { percentToBasisPoints } from '../../lib/basis-points';
import { platformDay } from '../../lib/platform-day';
import { type IncomeEvent, payIncomes } from '../income/pay-income';
import { planPromotions, raiseRanks } from '../income/ranks';
import { foldTeamCountersSoon } from '../income/team-fold';
import { getSettings } from '../settings/settings.service';
import { recordPurchase } from '../team/team-stats';
import { insertOrderUnlessActive, toOrderRow } from './orders.repository';
import { findPackageAndWallet } from './packages.repository';

/**
 * Buys a package from the deposit wallet in one transaction: the order with a copy of the terms, the debit, the
 * sponsor's direct income, the buyer's counters and rank, and the uplines' counter changes queued. A second click
 * finds the active order (unique index) and a wallet short of the price moves nothing.
 */
export async function purchasePackage(
  ctx: AppContext,
  options: { userId: string; body: z.output<typeof purchaseBody> },
) {
  const settings = await getSettings(ctx.db);
  const now = ctx.clock();
  const day = platformDay(now, settings.timezone);
  const order = await moneyTransaction(ctx.db, async (tx) => {
    const { pkg, depositWallet } = await findPackageAndWallet(tx, {
      packageId: options.body.packageId,
      userId: options.userId,
    });
    if (pkg.status !== 'active') throw new AppError('CONFLICT', MSG.packageUnavailable);
    if (options.body.amount !== pkg.priceMicros) throw new AppError('VALIDATION', MSG.packagePriceMismatch);
    // A wallet never opened holds nothing: the purchase is refused below, after the already-active check.
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
    // Fails fast before the counters are locked; the conditional debit below is what guarantees it.
    if (!depositWallet || depositWallet.balance < pkg.priceMicros) {
      throw new AppError('INSUFFICIENT_FUNDS', MSG.insufficientFunds);
    }
    // Lock order, as in every money transaction: own order, own counters, then balances, the buyer's own rank raised
    // in their statement (planned from the counters its upsert answered). The uplines' counters are queued and their
    // ranks move when the fold takes them, after this commits.
    const { uplines, buyer } = await recordPurchase(tx, { userId: options.userId, priceMicros: created.priceMicros });
    const { rewards, raised } = planPromotions([buyer], { settings, day, now });
    const sponsor = uplines.find((upline) => upline.depth === 1);
    const direct: IncomeEvent[] = sponsor
      ? [
          {
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
          },
        ]
      : [];
    const incomeWallets = new Map(
      uplines.flatMap((upline) => (upline.incomeWalletId ? [[upline.userId, upline.incomeWalletId] as const] : [])),
    );
    await payIncomes(tx, [...direct, ...rewards], {
      incomeWallets,
      alsoWrite: raiseRanks(raised, now),
      alongside: [
        {
          kind: 'package:purchase',
          idempotencyKey: `purchase:${created.id}`,
          lines: [
            { accountId: depositWallet.id, amountMicros: -created.priceMicros },
            {
              accountId: await platformAccountId(tx, PLATFORM_ACCOUNT.packageCapitalHeld),
              amountMicros: created.priceMicros,
            },
          ],
          memo: { orderId: created.id, packageId: pkg.id },
          now,
        },
      ],
    });
    return created;
  });
  void foldTeamCountersSoon(ctx);
  return { message: MSG.packagePurchased, data: toOrderRow(order, day) };
}
