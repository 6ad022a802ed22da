import { useReserves } from '@app/web-kit/api/get-reserves';
import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, formatNumber, percent, usdt } from '@app/web-kit/lib/format';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { Link } from 'react-router';
import { useOperatorAccess } from '../../../kit/api/operator-access';
import { FormAlert } from '../../../kit/components/form-alert';
import { CardHeading } from '../../../kit/components/titled-card';
import { useTakeReserveSnapshot } from '../api/take-reserve-snapshot';
import { CONSOLE_OVERVIEW_TEXTS } from '../texts';

/** The reserves against the liabilities with two decimals: "122.62 %" in English, the language's percent otherwise. */
function ratio(ratioPercent: number, locale: string): string {
  const rounded = Math.round(ratioPercent * 100) / 100;
  return locale === 'en' ? `${rounded.toFixed(2)} %` : percent(rounded);
}

/** The latest proof-of-reserves snapshot (docs/product.md#proof-of-reserves) and a snapshot now. */
export function ReservesCard() {
  const { t, locale } = useTexts(CONSOLE_OVERVIEW_TEXTS);
  const { data, isPending, error } = useReserves();
  const take = useTakeReserveSnapshot();
  const mayTake = useOperatorAccess().mayCall('adminReserveSnapshot');
  const latest = data?.latest;
  return (
    <section
      aria-labelledby="reserves-title"
      className="rounded-2xl border border-slate-800 bg-slate-900/80 p-5 sm:p-7"
    >
      <CardHeading
        id="reserves-title"
        title={t('cov.reserves')}
        aside={
          <Link
            to="/reserves"
            className="rounded text-sm text-teal-200 hover:text-teal-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
          >
            {t('cov.publicPage')}
          </Link>
        }
      />
      {isPending ? (
        <p className="mt-2 text-sm text-slate-400">{t('cov.loadingSnapshot')}</p>
      ) : error ? (
        <p className="mt-2 text-sm text-rose-300">{errorMessage(error)}</p>
      ) : latest ? (
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-400">{t('cov.taken')}</dt>
            <dd className="text-slate-100 tabular-nums">
              {t(latest.trigger === 'operator' ? 'cov.takenByOperator' : 'cov.takenDaily', {
                time: formatDateTime(latest.takenAt),
              })}
            </dd>
          </div>
          <div>
            <dt className="text-slate-400">{t('cov.liabilitiesReserves')}</dt>
            <dd className="text-slate-100 tabular-nums">
              {usdt(latest.liabilities)} / {usdt(latest.reserves)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-400">{t('cov.ratio')}</dt>
            <dd className="text-slate-100 tabular-nums">
              {latest.ratioPercent === null ? t('cov.nothingOwed') : ratio(latest.ratioPercent, locale)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-400">{t('cov.root', { count: formatNumber(latest.leafCount) })}</dt>
            <dd className="font-mono break-all text-slate-100">{latest.rootHash}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-300">{t('cov.noSnapshot')}</p>
      )}
      <div className="mt-4 empty:hidden">
        <FormAlert message={take.error ? errorMessage(take.error) : null} />
      </div>
      {mayTake && (
        <Button
          variant="secondary"
          className="mt-4 w-full sm:w-auto"
          loading={take.isPending}
          onClick={() => take.mutate(undefined, { onSuccess: (response) => notifySuccess(response.message) })}
        >
          {t('cov.takeSnapshot')}
        </Button>
      )}
    </section>
  );
}
