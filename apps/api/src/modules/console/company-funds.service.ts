import { randomUUID } from 'node:crypto';
import type { companyFundsBody } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { assertAmountAtMost, getSettings } from '../../core/settings';
import { moneyTransaction } from '../../db/money-transaction';
import { writeMoney } from '../../ledger/money-event';
import { companyFunding } from '../../ledger/movements';
import { getOverview } from './overview.service';

/**
 * The owner records money the company put into the platform (docs/product.md#ledger): incomes are paid beyond what
 * fees earn, and deposits alone never cover them, so the solvency line counts this money among what the platform
 * holds. It moves no member's balance and is audited; each recording is its own event.
 */
export async function recordCompanyFunds(
  ctx: AppContext,
  options: Actor & { body: z.output<typeof companyFundsBody> },
) {
  const { actorId, ip, body } = options;
  assertAmountAtMost(await getSettings(ctx.db), body.amount);
  const now = ctx.clock();
  const fundingId = randomUUID();
  await moneyTransaction(ctx.db, async (tx) => {
    await writeMoney(tx, {
      entries: [
        await companyFunding(tx, {
          fundingId,
          amountMicros: body.amount,
          reference: body.reference,
          operatorId: actorId,
          now,
        }),
      ],
    });
    await writeAudit(tx, {
      actorId,
      ip,
      action: 'funding.record',
      targetType: 'funding',
      targetId: fundingId,
      details: { amount: body.amount.toString(), reference: body.reference },
      now,
    });
  });
  return (await getOverview(ctx)).solvency;
}
