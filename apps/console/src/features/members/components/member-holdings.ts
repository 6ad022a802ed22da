import { formatNumber, usdt } from '@app/web-kit/lib/format';
import { WALLET_LABELS } from '../../../kit/components/member-labels';

interface Holdings {
  depositBalance: number;
  incomeBalance: number;
  activeOrders: number;
}

/** What a member holds, as their row in the list and their page both show it: the two wallets and the orders running. */
export function holdingsOf(member: Holdings, activeOrdersLabel: string) {
  return [
    { label: WALLET_LABELS.deposit, value: usdt(member.depositBalance) },
    { label: WALLET_LABELS.income, value: usdt(member.incomeBalance) },
    { label: activeOrdersLabel, value: formatNumber(member.activeOrders) },
  ];
}
