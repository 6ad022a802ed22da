import type { EarningKind } from '@app/contract';
import type { IncomeSource } from '../../../api/income-query-keys';

interface SourceCopy {
  path: string;
  title: string;
  /** Short name in the switcher between the lists. */
  shortTitle: string;
  emptyHint: string;
  emptyAction?: { to: string; label: string };
}

export const INCOME_SOURCES = {
  all: {
    path: '/earn',
    title: 'All income',
    shortTitle: 'All',
    emptyHint:
      'Income appears here once you hold a package and claim your daily profit on Reserve, and when the platform credits you a bonus.',
    emptyAction: { to: '/stake', label: 'Browse packages' },
  },
  trading: {
    path: '/trading-income',
    title: 'Trading Income',
    shortTitle: 'Trading',
    emptyHint: 'Buy a package, then claim your profit each day with the coin on Reserve.',
    emptyAction: { to: '/reserve', label: 'Go to Reserve' },
  },
  level: {
    path: '/level-income',
    title: 'Level Income',
    shortTitle: 'Level',
    emptyHint: 'You earn level income when members of your Team A, B and C are paid trading profit.',
    emptyAction: { to: '/my-team', label: 'See my team' },
  },
  direct: {
    path: '/direct-income',
    title: 'Direct Income',
    shortTitle: 'Direct',
    emptyHint: 'You earn direct income when someone you referred buys a package. Share your referral link.',
    emptyAction: { to: '/my', label: 'Get my referral link' },
  },
  reward: {
    path: '/rewardIncome',
    title: 'Reward Income',
    shortTitle: 'Reward',
    emptyHint: 'A one-time reward is paid each time you reach a new level.',
  },
} as const satisfies Record<IncomeSource, SourceCopy>;

/**
 * Bonuses operators credit from the console: income like the other kinds (in every total and in /earn), listed here
 * on their own rows with the operator's reason (getBonusIncomeUser).
 */
export const BONUS_SOURCE = {
  path: '/bonus-income',
  title: 'Bonus Income',
  shortTitle: 'Bonus',
  emptyHint: 'Bonuses the platform credits to your Flexible wallet appear here.',
} as const satisfies SourceCopy;

/** Every list the switcher hops between, in its order. */
export const INCOME_LISTS: readonly SourceCopy[] = [...Object.values(INCOME_SOURCES), BONUS_SOURCE];

export const KIND_LABEL: Record<EarningKind, string> = {
  trading: 'Trading profit',
  level: 'Level income',
  direct: 'Direct income',
  reward: 'Reward income',
  bonus: 'Bonus',
};
