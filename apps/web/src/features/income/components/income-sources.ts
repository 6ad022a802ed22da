import type { EarningKind } from '@app/contract';
import { kindLabel } from '@app/web-kit/i18n/income-kinds';
import { textOf } from '@app/web-kit/i18n/texts';
import type { IncomeSource } from '../../../api/income-query-keys';
import { INCOME_TEXTS } from '../texts';

interface SourceCopy {
  path: string;
  title: string;
  /** Short name in the switcher between the lists. */
  shortTitle: string;
  emptyHint: string;
  emptyAction?: { to: string; label: string };
}

type Prefix = 'all' | EarningKind;
const text = (key: `inc.${Prefix}.${'empty' | 'action'}` | 'inc.all.title' | 'inc.all.short') =>
  textOf(INCOME_TEXTS, key as keyof typeof INCOME_TEXTS);

/**
 * A list's words, read when shown so they follow the chosen language (docs/decisions/017-translations.md): a kind's
 * title and short name are the kind's own (the contract's income-kinds.texts.ts), its empty list's hint this area's.
 */
function copyOf(prefix: Prefix, path: string, action?: string): SourceCopy {
  return {
    path,
    get title() {
      return prefix === 'all' ? text('inc.all.title') : kindLabel(prefix, 'title');
    },
    get shortTitle() {
      return prefix === 'all' ? text('inc.all.short') : kindLabel(prefix, 'short');
    },
    get emptyHint() {
      return text(`inc.${prefix}.empty`);
    },
    ...(action
      ? {
          get emptyAction() {
            return { to: action, label: text(`inc.${prefix}.action`) };
          },
        }
      : {}),
  };
}

export const INCOME_SOURCES: Record<IncomeSource, SourceCopy> = {
  all: copyOf('all', '/earn', '/stake'),
  trading: copyOf('trading', '/trading-income', '/reserve'),
  level: copyOf('level', '/level-income', '/my-team'),
  direct: copyOf('direct', '/direct-income', '/my'),
  reward: copyOf('reward', '/rewardIncome'),
};

/**
 * Bonuses operators credit from the console: income like the other kinds (in every total and in /earn), listed here
 * on their own rows with the operator's reason (getBonusIncomeUser).
 */
export const BONUS_SOURCE = copyOf('bonus', '/bonus-income');

/** Every list the switcher hops between, in its order. */
export const INCOME_LISTS: readonly SourceCopy[] = [...Object.values(INCOME_SOURCES), BONUS_SOURCE];
