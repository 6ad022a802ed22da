import { randomUUID } from 'node:crypto';
import { CONSOLE_MSG, type companyFundsBody, type Locale } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { assertAmountAtMost, companyName, getSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { moneyTransaction } from '../../db/money-transaction';
import { writeMoney } from '../../ledger/money-event';
import { companyFunding } from '../../ledger/movements';
import type { ChangeSubjectHandler } from '../approvals/change-subject';
import { announceChange, requestChange } from '../approvals/request-change';
import { getOverview } from './overview.service';

// The owner records money the company put into the platform (docs/product.md#ledger): incomes are paid beyond what
// fees earn, and deposits alone never cover them, so the solvency line counts this money among what the platform
// holds. It moves no member's balance, but it raises the line the owners read to decide whether the plan can pay, so
// it waits for a second owner (docs/decisions/046-no-way-around-the-second-person.md) and is applied by their approval.

/** What the change keeps: the amount as micro-USDT in decimal text (JSON has no bigint) and where it came from. */
interface FundsPatch {
  amountMicros: string;
  reference: string;
}

/** POST /adminApi/companyFunds: asks for the recording; answers the solvency as it stands and the pending change. */
export async function requestCompanyFunds(
  ctx: AppContext,
  options: Actor & { body: z.output<typeof companyFundsBody>; locale: Locale; log: FastifyBaseLogger },
) {
  const { body } = options;
  assertAmountAtMost(await getSettings(ctx.db), body.amount);
  const now = ctx.clock();
  const patch: FundsPatch = { amountMicros: body.amount.toString(), reference: body.reference };
  const changeId = await ctx.db.transaction((tx) =>
    requestChange(tx, { kind: 'funds', targetId: null, patch: { ...patch }, before: {}, ...options, now }),
  );
  const pendingChange = await announceChange(ctx, {
    ...options,
    id: changeId,
    event: 'requested',
    company: await companyName(ctx.db),
  });
  return { message: CONSOLE_MSG.companyFundsPending, data: (await getOverview(ctx)).solvency, pendingChange };
}

/** Writes the recording on `tx`, in the name of the owner who asked, approved by `actorId`; audited. */
async function writeCompanyFunds(
  tx: Queryable,
  options: Actor & { patch: FundsPatch; requestedBy: string; now: Date },
) {
  const fundingId = randomUUID();
  const amountMicros = BigInt(options.patch.amountMicros);
  await writeMoney(tx, {
    entries: [
      await companyFunding(tx, {
        fundingId,
        amountMicros,
        reference: options.patch.reference,
        operatorId: options.requestedBy,
        now: options.now,
      }),
    ],
  });
  await writeAudit(tx, {
    actorId: options.actorId,
    ip: options.ip,
    action: 'funding.record',
    targetType: 'funding',
    targetId: fundingId,
    details: {
      amount: amountMicros.toString(),
      reference: options.patch.reference,
      requestedBy: options.requestedBy,
      approvedBy: options.actorId,
    },
    now: options.now,
  });
}

/**
 * The demo's opening funds, written at once: the seed is the platform setting itself up, not an operator's request,
 * so no second owner is asked.
 */
export async function seedCompanyFunds(ctx: AppContext, options: Actor & { body: z.output<typeof companyFundsBody> }) {
  const now = ctx.clock();
  const patch: FundsPatch = { amountMicros: options.body.amount.toString(), reference: options.body.reference };
  await moneyTransaction(ctx.db, (tx) =>
    writeCompanyFunds(tx, { ...options, patch, requestedBy: options.actorId, now }),
  );
}

/** The second owner's approval records the funds, in the decision's transaction. */
export const fundsChanges: ChangeSubjectHandler = {
  async apply(tx, _ctx, { change, actorId, ip, now }) {
    await writeCompanyFunds(tx, {
      actorId,
      ip,
      patch: change.patch as FundsPatch,
      requestedBy: change.requestedBy,
      now,
    });
  },
};
