import type { PublicSettings } from '@app/contract';
import { usePublicSettings } from '../../../api/get-public-settings';
import { percent, usdt } from '../../../lib/format';
import type { FaqFigure } from '../../../lib/site-content/types';

const LABELS: Record<FaqFigure, string> = {
  withdrawalMinimum: 'Income withdrawal minimum',
  withdrawalChargePercent: 'Income withdrawal charge',
  packageWithdrawalMinimum: 'Capital withdrawal minimum',
  packageWithdrawalChargePercent: 'Capital withdrawal charge (packages bought now)',
  depositMinimum: 'Deposit minimum',
  levelIncomePercents: 'Level income, levels A, B, C',
  directIncomePercent: 'Direct income',
  timezone: 'Platform day time zone',
  kycRequiredForWithdrawal: 'Identity check before withdrawals',
  companyEmail: 'Support e-mail',
};

function figureText(settings: PublicSettings, figure: FaqFigure): string {
  switch (figure) {
    case 'withdrawalMinimum':
    case 'packageWithdrawalMinimum':
    case 'depositMinimum':
      return usdt(settings[figure]);
    case 'withdrawalChargePercent':
    case 'packageWithdrawalChargePercent':
    case 'directIncomePercent':
      return percent(settings[figure]);
    case 'levelIncomePercents':
      return settings.levelIncomePercents.map(percent).join(', ');
    case 'kycRequiredForWithdrawal':
      return settings.kycRequiredForWithdrawal ? 'required' : 'not required at present';
    case 'timezone':
    case 'companyEmail':
      return settings[figure];
  }
}

/** The live values of the settings an answer names, as the operator set them now; nothing until they load. */
export function FaqFigures({ figures }: { figures: FaqFigure[] }) {
  const { data: settings, isError } = usePublicSettings();
  if (isError) return <p className="pb-5 text-sm text-slate-400">The current figures could not be loaded.</p>;
  if (!settings) return <p className="pb-5 text-sm text-slate-400">Loading the current figures…</p>;
  return (
    <dl className="-mt-2 pb-5 text-sm">
      {figures.map((figure) => (
        <div key={figure} className="flex flex-wrap gap-x-2">
          <dt className="text-slate-400">{LABELS[figure]} (set by the operator), now:</dt>
          <dd className="font-semibold text-teal-300">{figureText(settings, figure)}</dd>
        </div>
      ))}
    </dl>
  );
}
