import type { AdjustmentRow, AdminMemberDetail } from '@app/contract';

type Wallet = AdminMemberDetail['postings'][number]['wallet'];

/** The wallets by the names members read in their app (docs/product.md#wallets). */
export const WALLET_LABELS: Record<Wallet, string> = {
  deposit: 'Electronic Wallet',
  income: 'Flexible wallet',
};

/** The balance of one wallet of a member. */
export function walletBalance(member: { depositBalance: number; incomeBalance: number }, wallet: Wallet): number {
  return wallet === 'deposit' ? member.depositBalance : member.incomeBalance;
}

/** A balance adjustment's kind (docs/product.md#bonuses: a bonus is listed to the member). */
export const ADJUSTMENT_KIND_LABELS: Record<AdjustmentRow['kind'], string> = {
  correction: 'Correction',
  bonus: 'Bonus',
};
