import type { PublicSettings } from '@app/contract';
import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { useTexts } from '@app/web-kit/i18n/texts';
import { percent, usdt } from '@app/web-kit/lib/format';
import type { FaqFigure } from '@app/web-kit/lib/site-content/types';
import { SITE_TEXTS } from '../texts';

const AS_WRITTEN = new Set<FaqFigure>(['timezone', 'companyEmail']);

type SiteText = ReturnType<typeof useTexts<typeof SITE_TEXTS>>['t'];

function figureText(settings: PublicSettings, figure: FaqFigure, t: SiteText): string {
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
      return settings.kycRequiredForWithdrawal ? t('site.kycRequired') : t('site.kycNotRequired');
    case 'timezone':
    case 'companyEmail':
      return settings[figure];
  }
}

/** The live values of the settings an answer names, as the operator set them now; nothing until they load. */
export function FaqFigures({ figures }: { figures: FaqFigure[] }) {
  const { data: settings, isError } = usePublicSettings();
  const { t } = useTexts(SITE_TEXTS);
  if (isError) return <p className="pb-5 text-sm text-slate-400">{t('site.figuresFailed')}</p>;
  if (!settings) return <p className="pb-5 text-sm text-slate-400">{t('site.figuresLoading')}</p>;
  return (
    <dl className="-mt-2 pb-5 text-sm">
      {/* A figure the operator has not set (the company e-mail of a fresh install) is left out (decision 030). */}
      {figures
        .filter((figure) => figureText(settings, figure, t) !== '')
        .map((figure) => (
          <div key={figure} className="flex flex-wrap gap-x-2">
            <dt className="text-slate-400">{t('site.figureNow', { label: t(`site.figure.${figure}`) })}</dt>
            {/* The operator's time zone and e-mail are written as they set them, in every language. */}
            <dd className="font-semibold text-teal-300" translate={AS_WRITTEN.has(figure) ? 'no' : undefined}>
              {figureText(settings, figure, t)}
            </dd>
          </div>
        ))}
    </dl>
  );
}
