import type { AdminMemberDetail } from '../api/get-admin-member';

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
