import type { AdjustmentRow, AdminMemberDetail } from '@app/contract';
import { kindLabel } from '@app/web-kit/i18n/income-kinds';
import { textOf } from '@app/web-kit/i18n/texts';
import { CONSOLE_TEXTS } from '../texts';

type Wallet = AdminMemberDetail['postings'][number]['wallet'];

/** The wallets by the names members read in their app (docs/product.md#wallets). */
export const WALLET_LABELS: Readonly<Record<Wallet, string>> = {
  // Read when shown, in the language of the moment (docs/decisions/017-translations.md).
  get deposit() {
    return textOf(CONSOLE_TEXTS, 'con.walletDeposit');
  },
  get income() {
    return textOf(CONSOLE_TEXTS, 'con.walletIncome');
  },
};

/** The balance of one wallet of a member. */
export function walletBalance(member: { depositBalance: number; incomeBalance: number }, wallet: Wallet): number {
  return wallet === 'deposit' ? member.depositBalance : member.incomeBalance;
}

/**
 * A balance adjustment's kind (docs/product.md#bonuses: a bonus is listed to the member): a bonus by the name of its
 * kind of income.
 */
export const ADJUSTMENT_KIND_LABELS: Readonly<Record<AdjustmentRow['kind'], string>> = {
  get correction() {
    return textOf(CONSOLE_TEXTS, 'con.kindCorrection');
  },
  get bonus() {
    return kindLabel('bonus', 'name');
  },
};
