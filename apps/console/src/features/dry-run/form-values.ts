// The dry-run form's fields and the body they send (POST /adminApi/dryRuns). The plan's changes are typed as text:
// an empty one keeps the live setting, so it is left out of the body rather than sent as 0.
import type { DryRunBody, DryRunPattern } from '@app/contract';

export interface DryRunFormValues {
  months: number;
  initialMembers: number;
  joinsPerMonth: number;
  pattern: DryRunPattern;
  minInvestment: number;
  maxInvestment: number;
  recruiterShare: number;
  directsPerRecruiter: number;
  reinvestRate: number;
  withdrawRate: number;
  seed: number;
  /** Named as the body's `settings`, so the contract's messages land on their fields. */
  settings: {
    levelIncomePercents: [string, string, string];
    directIncomePercent: string;
    withdrawalChargePercent: string;
    packageWithdrawalChargePercent: string;
    /** The packages on sale in this run as a JSON list; empty: the live ones. */
    packages: string;
  };
}

/** A year of a thousand members and 750 joining each month, buying 100 to 1,000 USDT each. */
export const DRY_RUN_DEFAULTS: DryRunFormValues = {
  months: 12,
  initialMembers: 1_000,
  joinsPerMonth: 750,
  pattern: 'steady',
  minInvestment: 100,
  maxInvestment: 1_000,
  recruiterShare: 25,
  directsPerRecruiter: 3,
  reinvestRate: 30,
  withdrawRate: 20,
  seed: 1,
  settings: {
    levelIncomePercents: ['', '', ''],
    directIncomePercent: '',
    withdrawalChargePercent: '',
    packageWithdrawalChargePercent: '',
    packages: '',
  },
};

/** Text as the number it says; empty: not given. Anything else not a number stays NaN for the schema to refuse. */
function numberOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.trim());
}

export interface FormBody {
  body: DryRunBody;
  /** The packages' text is not a JSON list: said under its field, the body sent without it. */
  packagesUnreadable: boolean;
}

/** The body the form's values send, with only the plan's changes that were typed. */
export function bodyOf({ settings: plan, ...run }: DryRunFormValues): FormBody {
  const settings: Record<string, unknown> = {};
  const levels = plan.levelIncomePercents.map(numberOf);
  if (levels.some((level) => level !== undefined)) settings.levelIncomePercents = levels;
  for (const key of ['directIncomePercent', 'withdrawalChargePercent', 'packageWithdrawalChargePercent'] as const) {
    const value = numberOf(plan[key]);
    if (value !== undefined) settings[key] = value;
  }
  let packagesUnreadable = false;
  if (plan.packages.trim() !== '') {
    try {
      const packages: unknown = JSON.parse(plan.packages);
      if (Array.isArray(packages)) settings.packages = packages;
      else packagesUnreadable = true;
    } catch {
      packagesUnreadable = true;
    }
  }
  const body = { ...run, ...(Object.keys(settings).length > 0 ? { settings } : {}) } as DryRunBody;
  return { body, packagesUnreadable };
}
