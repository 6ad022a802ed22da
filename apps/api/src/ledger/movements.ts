import type { EntryKind, IncomeKind } from '@app/contract';
import type { Queryable } from '../db/client';
import type { BalanceAdjustmentRecord, OrderRecord, TransferRecord, WithdrawalRecord } from '../db/schema';
import {
  MEMBER_WALLET,
  type MemberWallet,
  memberAccountId,
  PLATFORM_ACCOUNT,
  platformAccountId,
  walletIds,
  walletKey,
} from './accounts';
import type { PostingLine, PostOptions } from './entry-writes';
import type { FigureChange, MemberFigure } from './member-figures';

// The chart of money movements (docs/decisions/022-chart-of-movements.md): every journal entry the platform writes is
// built here, one builder per movement, each naming its kind from the closed list (ENTRY_KINDS), its idempotency key,
// who is debited and credited, and its memo. Modules ask for a movement and write the entry it answers as part of a
// money event (ledger/money-event.ts); none builds lines.

/** A movement's entry, its kind one of the chart's. */
export type Movement = PostOptions & { kind: EntryKind };

/** A deposit credited: the member's deposit (Electronic) wallet up, deposits received down. Once per deposit. */
export async function depositCredit(
  db: Queryable,
  options: {
    depositId: string;
    userId: string;
    txHash: string;
    amountMicros: bigint;
    now: Date;
    /** The member's deposit wallet, when the caller read it with the deposit. */
    depositWalletId?: string | null;
  },
): Promise<Movement> {
  const wallet =
    options.depositWalletId ?? (await memberAccountId(db, { userId: options.userId, wallet: MEMBER_WALLET.deposit }));
  return {
    kind: 'deposit',
    idempotencyKey: `deposit:${options.depositId}`,
    lines: [
      { accountId: wallet, amountMicros: options.amountMicros },
      {
        accountId: await platformAccountId(db, PLATFORM_ACCOUNT.depositsReceived),
        amountMicros: -options.amountMicros,
      },
    ],
    memo: { depositId: options.depositId, txHash: options.txHash },
    now: options.now,
    figures: [{ userId: options.userId, figure: 'deposit.deposits', amountMicros: options.amountMicros }],
  };
}

/**
 * A package bought: its price from the deposit wallet into the capital the platform holds, and its handling fee, when
 * the package has one, as an entry of its own into the fees the platform earned, so the member's statement and the
 * platform's figures show each (entries before the fee had its own showed both in the purchase).
 */
export async function packagePurchase(
  db: Queryable,
  options: { order: OrderRecord; depositWalletId: string },
): Promise<Movement[]> {
  const { order, depositWalletId } = options;
  const memo = { orderId: order.id, packageId: order.packageId };
  const purchase: Movement = {
    kind: 'package:purchase',
    idempotencyKey: `purchase:${order.id}`,
    lines: [
      { accountId: depositWalletId, amountMicros: -order.priceMicros },
      { accountId: await platformAccountId(db, PLATFORM_ACCOUNT.packageCapitalHeld), amountMicros: order.priceMicros },
    ],
    memo,
    now: order.createdAt,
    figures: [{ userId: order.userId, figure: 'deposit.purchases', amountMicros: order.priceMicros }],
  };
  const fee = order.handlingFeeMicros;
  if (fee === 0n) return [purchase];
  return [
    purchase,
    {
      kind: 'package:fee',
      idempotencyKey: `package:fee:${order.id}`,
      lines: [
        { accountId: depositWalletId, amountMicros: -fee },
        { accountId: await platformAccountId(db, PLATFORM_ACCOUNT.packageFeesEarned), amountMicros: fee },
      ],
      memo,
      now: order.createdAt,
      figures: [{ userId: order.userId, figure: 'deposit.fees', amountMicros: fee }],
    },
  ];
}

/** What makes each income unique: an order's day, its day and level, the order, or the member's rank. */
export const INCOME_KEY = {
  trading: (orderId: string, day: string) => `trading:${orderId}:${day}`,
  level: (orderId: string, day: string, depth: number) => `level:${orderId}:${day}:${depth}`,
  direct: (orderId: string) => `direct:${orderId}`,
  reward: (userId: string, rank: number) => `reward:${userId}:${rank}`,
} as const satisfies Record<Exclude<IncomeKind, 'bonus'>, (...parts: never[]) => string>;

/** An income paid: from the incomes pool to the payee's income (Flexible) wallet; the key is the income's own. */
export function incomePayment(options: {
  kind: Exclude<IncomeKind, 'bonus'>;
  idempotencyKey: string;
  amountMicros: bigint;
  poolId: string;
  incomeWalletId: string;
  memo: Record<string, unknown>;
  now: Date;
}): Movement {
  return {
    kind: `income:${options.kind}`,
    idempotencyKey: options.idempotencyKey,
    lines: [
      { accountId: options.poolId, amountMicros: -options.amountMicros },
      { accountId: options.incomeWalletId, amountMicros: options.amountMicros },
    ],
    memo: options.memo,
    now: options.now,
  };
}

/** The member figures a withdrawal's hold moves, by the withdrawal's kind (ledger/member-figures.ts). */
const HOLD_FIGURES = {
  income: { pending: 'income.withdrawals_pending', paid: 'income.withdrawals_paid', returned: null },
  capital: { pending: 'income.capital_pending', paid: 'income.capital_paid', returned: 'income.capital_returned' },
  refund: { pending: 'deposit.refunds_pending', paid: 'deposit.refunds_paid', returned: null },
} as const satisfies Record<WithdrawalRecord['kind'], Record<string, MemberFigure | null>>;

/** The figure changes of a hold's step: what was pending leaves it for `settled` (paid or returned), if any. */
function holdFigures(withdrawal: WithdrawalRecord, step: 'open' | 'paid' | 'returned'): FigureChange[] {
  const figures = HOLD_FIGURES[withdrawal.kind];
  const { userId, amountMicros } = withdrawal;
  if (step === 'open') return [{ userId, figure: figures.pending, amountMicros }];
  const settled = figures[step];
  const left: FigureChange = { userId, figure: figures.pending, amountMicros: -amountMicros };
  return settled ? [left, { userId, figure: settled, amountMicros }] : [left];
}

/** Where a rejected or cancelled request's whole amount goes back: a refund to the wallet it came from. */
const RETURNED_TO = {
  income: MEMBER_WALLET.income,
  capital: MEMBER_WALLET.income,
  refund: MEMBER_WALLET.deposit,
} as const satisfies Record<WithdrawalRecord['kind'], MemberWallet>;

const HOLD_KIND = {
  income: 'withdrawal:income:hold',
  capital: 'withdrawal:capital:hold',
  refund: 'withdrawal:refund:hold',
} as const satisfies Record<WithdrawalRecord['kind'], EntryKind>;

/**
 * A withdrawal's hold, in the three steps of a pending transfer: opened when the member verifies the request (the
 * amount leaves the income wallet, or the order's capital, and waits in withdrawals payable), then either posted when
 * it is paid (the net went out on chain, the charge is the platform's) or voided when it is rejected or cancelled
 * (the whole amount, charge included, back to the member's income wallet: a capital request's order stays closed, so
 * its capital becomes withdrawable income). Each step's key is the request's, so no step moves money twice.
 */
export const withdrawalHold = {
  /** `incomeWalletId`, when the caller read it with the request, saves reading it again. */
  async open(db: Queryable, options: { withdrawal: WithdrawalRecord; now: Date; incomeWalletId?: string }) {
    const { withdrawal } = options;
    const source =
      withdrawal.kind === 'income'
        ? (options.incomeWalletId ??
          (await memberAccountId(db, { userId: withdrawal.userId, wallet: MEMBER_WALLET.income })))
        : withdrawal.kind === 'refund'
          ? await memberAccountId(db, { userId: withdrawal.userId, wallet: MEMBER_WALLET.deposit })
          : await platformAccountId(db, PLATFORM_ACCOUNT.packageCapitalHeld);
    return {
      kind: HOLD_KIND[withdrawal.kind],
      idempotencyKey: `withdrawal:hold:${withdrawal.id}`,
      lines: [
        { accountId: source, amountMicros: -withdrawal.amountMicros },
        {
          accountId: await platformAccountId(db, PLATFORM_ACCOUNT.withdrawalsPayable),
          amountMicros: withdrawal.amountMicros,
        },
      ],
      memo: { withdrawalId: withdrawal.id, orderId: withdrawal.orderId },
      now: options.now,
      figures: holdFigures(withdrawal, 'open'),
    } satisfies Movement;
  },

  async post(db: Queryable, options: { withdrawal: WithdrawalRecord; now: Date }): Promise<Movement> {
    const { withdrawal } = options;
    const lines: PostingLine[] = [
      {
        accountId: await platformAccountId(db, PLATFORM_ACCOUNT.withdrawalsPayable),
        amountMicros: -withdrawal.amountMicros,
      },
      {
        accountId: await platformAccountId(db, PLATFORM_ACCOUNT.withdrawalsPaidOut),
        amountMicros: withdrawal.netMicros,
      },
    ];
    if (withdrawal.chargeMicros > 0n) {
      lines.push({
        accountId: await platformAccountId(db, PLATFORM_ACCOUNT.withdrawalFeesEarned),
        amountMicros: withdrawal.chargeMicros,
      });
    }
    return {
      kind: 'withdrawal:payout',
      idempotencyKey: `withdrawal:payout:${withdrawal.id}`,
      lines,
      memo: { withdrawalId: withdrawal.id, txHash: withdrawal.payoutTxHash },
      now: options.now,
      figures: holdFigures(withdrawal, 'paid'),
    };
  },

  async void(db: Queryable, options: { withdrawal: WithdrawalRecord; now: Date }): Promise<Movement> {
    const { withdrawal } = options;
    return {
      kind: 'withdrawal:return',
      idempotencyKey: `withdrawal:return:${withdrawal.id}`,
      lines: [
        {
          accountId: await platformAccountId(db, PLATFORM_ACCOUNT.withdrawalsPayable),
          amountMicros: -withdrawal.amountMicros,
        },
        {
          accountId: await memberAccountId(db, { userId: withdrawal.userId, wallet: RETURNED_TO[withdrawal.kind] }),
          amountMicros: withdrawal.amountMicros,
        },
      ],
      memo: { withdrawalId: withdrawal.id, reason: withdrawal.reason },
      now: options.now,
      figures: holdFigures(withdrawal, 'returned'),
    };
  },
};

/**
 * A verified transfer between members: the sender's income wallet down, the receiver's deposit wallet up; no platform
 * account is touched, the money stays the members'. It completes when the sender confirms it, so nothing is held
 * before. The memo keeps both UIDs, so each statement names the other member.
 */
export async function memberTransfer(
  db: Queryable,
  options: { transfer: TransferRecord; senderUid: string; receiverUid: string; now: Date },
): Promise<Movement> {
  const { transfer } = options;
  const from = { userId: transfer.senderId, wallet: MEMBER_WALLET.income };
  const to = { userId: transfer.receiverId, wallet: MEMBER_WALLET.deposit };
  const ids = await walletIds(db, [from, to]);
  const fromId = ids.get(walletKey(from));
  const toId = ids.get(walletKey(to));
  if (!fromId || !toId) throw new Error(`transfer ${transfer.id}: wallet not opened`);
  return {
    kind: 'transfer',
    idempotencyKey: `transfer:${transfer.id}`,
    lines: [
      { accountId: fromId, amountMicros: -transfer.amountMicros },
      { accountId: toId, amountMicros: transfer.amountMicros },
    ],
    memo: { transferId: transfer.id, senderUid: options.senderUid, receiverUid: options.receiverUid },
    now: options.now,
    figures: [
      { userId: transfer.senderId, figure: 'income.transfers_sent', amountMicros: transfer.amountMicros },
      { userId: transfer.receiverId, figure: 'deposit.transfers_received', amountMicros: transfer.amountMicros },
    ],
  };
}

/** The key of a posted adjustment's entry, which its audit row names too. */
export const adjustmentKey = (adjustment: BalanceAdjustmentRecord) => `adjustment:${adjustment.id}`;

/**
 * An operator's balance adjustment posted: the member's wallet up (a credit) or down (a debit), the adjustments
 * account the other way. The memo names who asked for it and, for one a second operator approved, who approved it.
 */
export async function balanceAdjustment(
  db: Queryable,
  options: { adjustment: BalanceAdjustmentRecord; now: Date },
): Promise<Movement> {
  const { adjustment } = options;
  const approvedBy = adjustment.reviewedBy;
  return {
    kind: 'adjustment',
    idempotencyKey: adjustmentKey(adjustment),
    lines: [
      {
        accountId: await memberAccountId(db, { userId: adjustment.userId, wallet: MEMBER_WALLET[adjustment.wallet] }),
        amountMicros: adjustment.amountMicros,
      },
      {
        accountId: await platformAccountId(db, PLATFORM_ACCOUNT.adjustments),
        amountMicros: -adjustment.amountMicros,
      },
    ],
    memo: {
      reason: adjustment.reason,
      operatorId: adjustment.requestedBy,
      wallet: adjustment.wallet,
      kind: adjustment.kind,
      ...(approvedBy ? { approvedBy } : {}),
    },
    now: options.now,
    figures: adjustmentFigures(adjustment),
  };
}

/** A deposit-wallet adjustment corrects it; an income-wallet one is a correction, or a bonus counted as income. */
function adjustmentFigures(adjustment: BalanceAdjustmentRecord): FigureChange[] {
  const figure: MemberFigure | null =
    adjustment.wallet === 'deposit'
      ? 'deposit.corrections'
      : adjustment.kind === 'correction'
        ? 'income.corrections'
        : null;
  return figure ? [{ userId: adjustment.userId, figure, amountMicros: adjustment.amountMicros }] : [];
}

/**
 * The company's own money put into the platform, to pay what deposits do not cover: company funds down, the company's
 * stake up; no member's wallet moves. Once per recording (a random id per request).
 */
export async function companyFunding(
  db: Queryable,
  options: { fundingId: string; amountMicros: bigint; reference: string; operatorId: string | null; now: Date },
): Promise<Movement> {
  return {
    kind: 'funding',
    idempotencyKey: `funding:${options.fundingId}`,
    lines: [
      { accountId: await platformAccountId(db, PLATFORM_ACCOUNT.companyFunds), amountMicros: -options.amountMicros },
      { accountId: await platformAccountId(db, PLATFORM_ACCOUNT.companyStake), amountMicros: options.amountMicros },
    ],
    memo: { reference: options.reference, operatorId: options.operatorId },
    now: options.now,
  };
}

/**
 * A balance under the withdrawal minimum given up to close the account (docs/decisions/033-closing-an-account.md):
 * the member's wallet to zero, the platform's balances given up the other way. Once per member and wallet.
 */
export function balanceGivenUp(options: {
  userId: string;
  wallet: 'deposit' | 'income';
  walletId: string;
  givenUpAccountId: string;
  amountMicros: bigint;
  now: Date;
}): Movement {
  const { userId, wallet, amountMicros } = options;
  return {
    kind: 'account:give-up',
    idempotencyKey: `give-up:${userId}:${wallet}`,
    lines: [
      { accountId: options.walletId, amountMicros: -amountMicros },
      { accountId: options.givenUpAccountId, amountMicros },
    ],
    memo: { wallet },
    now: options.now,
    figures: [{ userId, figure: `${wallet}.given_up`, amountMicros }],
  };
}
