import { DRY_RUN_PATTERNS, type DryRunPattern } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, percent, usdt } from '@app/web-kit/lib/format';
import { Facts } from '../../../kit/components/fact';
import { CONSOLE_DRY_RUN_TEXTS } from '../texts';
import { PATTERN_LABELS } from './run-labels';

/** A run's input as the server kept it (the body it was started with), read field by field. */
export interface RunInput {
  months?: number;
  initialMembers?: number;
  joinsPerMonth?: number;
  pattern?: DryRunPattern;
  minInvestment?: number;
  maxInvestment?: number;
  recruiterShare?: number;
  directsPerRecruiter?: number;
  reinvestRate?: number;
  withdrawRate?: number;
  seed?: number;
  settings: {
    levelIncomePercents?: number[];
    directIncomePercent?: number;
    withdrawalChargePercent?: number;
    packageWithdrawalChargePercent?: number;
    packages?: number;
    ranks?: number;
  };
}

const numberIn = (record: Record<string, unknown>, key: string) =>
  typeof record[key] === 'number' ? record[key] : undefined;
const countIn = (record: Record<string, unknown>, key: string) =>
  Array.isArray(record[key]) ? record[key].length : undefined;

export function readInput(input: Record<string, unknown>): RunInput {
  const settings =
    typeof input.settings === 'object' && input.settings !== null ? (input.settings as Record<string, unknown>) : {};
  const levels = settings.levelIncomePercents;
  const pattern = DRY_RUN_PATTERNS.find((each) => each === input.pattern);
  return {
    months: numberIn(input, 'months'),
    initialMembers: numberIn(input, 'initialMembers'),
    joinsPerMonth: numberIn(input, 'joinsPerMonth'),
    pattern,
    minInvestment: numberIn(input, 'minInvestment'),
    maxInvestment: numberIn(input, 'maxInvestment'),
    recruiterShare: numberIn(input, 'recruiterShare'),
    directsPerRecruiter: numberIn(input, 'directsPerRecruiter'),
    reinvestRate: numberIn(input, 'reinvestRate'),
    withdrawRate: numberIn(input, 'withdrawRate'),
    seed: numberIn(input, 'seed'),
    settings: {
      levelIncomePercents:
        Array.isArray(levels) && levels.every((level) => typeof level === 'number') ? levels : undefined,
      directIncomePercent: numberIn(settings, 'directIncomePercent'),
      withdrawalChargePercent: numberIn(settings, 'withdrawalChargePercent'),
      packageWithdrawalChargePercent: numberIn(settings, 'packageWithdrawalChargePercent'),
      packages: countIn(settings, 'packages'),
      ranks: countIn(settings, 'rankTable'),
    },
  };
}

const shown = (value: number | undefined, format: (value: number) => string) =>
  value === undefined ? '—' : format(value);

/** A run in one line, for the list of recent runs: "12 months · 1,000 members at the start · Steady". */
export function useRunSummary() {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  return (input: RunInput) =>
    t('cdry.summaryLine', {
      months: shown(input.months, formatNumber),
      members: shown(input.initialMembers, formatNumber),
      pattern: input.pattern ? t(PATTERN_LABELS[input.pattern].short) : '—',
    });
}

/** What a run was started with, the plan's changes for it included (or that it played the live plan). */
export function RunInputs({ input }: { input: RunInput }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const { settings } = input;
  const plan = [
    settings.levelIncomePercents && {
      label: t('cdry.levelIncome'),
      value: settings.levelIncomePercents.map(percent).join(' / '),
    },
    settings.directIncomePercent !== undefined && {
      label: t('cdry.directIncome'),
      value: percent(settings.directIncomePercent),
    },
    settings.withdrawalChargePercent !== undefined && {
      label: t('cdry.withdrawalCharge'),
      value: percent(settings.withdrawalChargePercent),
    },
    settings.packageWithdrawalChargePercent !== undefined && {
      label: t('cdry.capitalCharge'),
      value: percent(settings.packageWithdrawalChargePercent),
    },
    settings.packages !== undefined && {
      label: t('cdry.packagesOfItsOwn'),
      value: formatNumber(settings.packages),
    },
    settings.ranks !== undefined && { label: t('cdry.ranksOfItsOwn'), value: formatNumber(settings.ranks) },
  ].filter((item) => item !== false && item !== undefined);
  const inputs = [
    { label: t('cdry.months'), value: shown(input.months, formatNumber) },
    { label: t('cdry.initialMembers'), value: shown(input.initialMembers, formatNumber) },
    { label: t('cdry.joinsPerMonth'), value: shown(input.joinsPerMonth, formatNumber) },
    { label: t('cdry.pattern'), value: input.pattern ? t(PATTERN_LABELS[input.pattern].short) : '—' },
    {
      label: t('cdry.investment'),
      value: t('cdry.investmentRange', {
        min: shown(input.minInvestment, usdt),
        max: shown(input.maxInvestment, usdt),
      }),
    },
    { label: t('cdry.recruiterShare'), value: shown(input.recruiterShare, percent) },
    { label: t('cdry.directsPerRecruiter'), value: shown(input.directsPerRecruiter, formatNumber) },
    { label: t('cdry.reinvestRate'), value: shown(input.reinvestRate, percent) },
    { label: t('cdry.withdrawRate'), value: shown(input.withdrawRate, percent) },
    { label: t('cdry.seed'), value: shown(input.seed, String) },
  ];
  return (
    <div className="text-sm">
      <dl>
        <Facts facts={inputs} look="row" />
      </dl>
      <p className="mt-3 font-semibold text-slate-200">
        {plan.length > 0 ? t('cdry.planChanged') : t('cdry.livePlan')}
      </p>
      {plan.length > 0 && (
        <dl className="mt-1">
          <Facts facts={plan} look="row" />
        </dl>
      )}
    </div>
  );
}
