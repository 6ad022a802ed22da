import type { PackageRow } from '@app/contract';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { PANEL, TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, percent, usdt } from '@app/web-kit/lib/format';
import { packagePrice } from '@app/web-kit/lib/package-price';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { packagesFirstPageQuery } from '../../../../api/get-packages-on-sale';
import { useSession } from '../../../../lib/use-session';
import { LiveError, LiveLoading } from './live-state';
import { SITE_LIVE_TEXTS } from './texts';

/** One day's profit on `amount` USDT in micro-USDT: amount x daily rate, rounded down (docs/product.md#money). */
function dailyProfitMicros(pkg: PackageRow, amount = pkg.price): bigint {
  const amountMicros = BigInt(Math.round(amount * 1_000_000));
  const basisPoints = BigInt(Math.round(pkg.yield * 100));
  return (amountMicros * basisPoints) / 10_000n;
}

const asUsdt = (micros: bigint) => usdt(Number(micros) / 1_000_000);

/** Where Buy goes: the member's stake page, through the sign-in (which then opens it) for a visitor. */
function useBuyTarget(): string {
  const { isSignedIn } = useSession();
  return isSignedIn ? '/stake' : `/login?next=${encodeURIComponent('/stake')}`;
}

/**
 * The profit over the whole term, if claimed every day: one figure for a fixed price; for a range, from the least
 * amount's to the greatest's, since the member chooses the amount (docs/product.md#packages).
 */
function TermProfit({ pkg }: { pkg: PackageRow }) {
  const { t } = useTexts(SITE_LIVE_TEXTS);
  const termProfit = (amount: number) => asUsdt(dailyProfitMicros(pkg, amount) * BigInt(pkg.maturity));
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-400">
        {pkg.maxPrice === null ? t('site.live.termProfit') : t('site.live.termProfitRange')}
      </dt>
      <dd className="text-right text-slate-100">
        {pkg.maxPrice === null
          ? termProfit(pkg.price)
          : t('site.live.termProfitFromTo', { least: termProfit(pkg.price), most: termProfit(pkg.maxPrice) })}
      </dd>
    </div>
  );
}

export interface LivePackagesProps {
  /** A Buy link on each card. */
  buy?: boolean;
  /** Each card adds its profit over the whole term. */
  detailed?: boolean;
}

function PackageCard({ pkg, buy, detailed }: { pkg: PackageRow } & LivePackagesProps) {
  const buyTarget = useBuyTarget();
  const { t } = useTexts(SITE_LIVE_TEXTS);
  const daily = dailyProfitMicros(pkg);
  return (
    <li className={`${PANEL} flex flex-col p-6`}>
      {/* The name the operator gave the package, in the reader's language where they wrote one: a name, never
          machine-translated (a new package may have only its English name yet). */}
      <h3 translate="no" className="text-lg font-semibold text-slate-50">
        {pkg.title}
      </h3>
      <p className="mt-2 text-3xl font-bold text-teal-300">{packagePrice(pkg)}</p>
      {pkg.maxPrice !== null && <p className="mt-1 text-sm text-slate-400">{t('site.live.rangeHint')}</p>}
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">{t('site.live.dailyRate')}</dt>
          <dd className="text-slate-100">{t('site.live.perDay', { rate: percent(pkg.yield) })}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">
            {pkg.maxPrice === null ? t('site.live.dailyProfit') : t('site.live.dailyProfitLeast')}
          </dt>
          <dd className="text-slate-100">{asUsdt(daily)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">{t('site.live.term')}</dt>
          <dd className="text-slate-100">{t('site.live.paidDays', { days: formatNumber(pkg.maturity) })}</dd>
        </div>
        {pkg.handlingFee > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-400">{t('site.live.handlingFee')}</dt>
            <dd className="text-slate-100">{percent(pkg.handlingFee)}</dd>
          </div>
        )}
        {detailed && <TermProfit pkg={pkg} />}
      </dl>
      {buy && (
        <Link
          to={buyTarget}
          className={`${buttonClasses('primary', 'mt-5 w-full')}`}
          aria-label={t('site.live.buyPackage', { title: pkg.title })}
        >
          {t('site.live.buy')}
        </Link>
      )}
    </li>
  );
}

/**
 * The packages on sale now, as the server lists them (`userSearchProduct2`, docs/product.md#packages): only
 * active ones, cheapest first. Figures are the operator's current terms; an order keeps the terms it was bought at.
 */
export function LivePackages({ buy = false, detailed = false }: LivePackagesProps) {
  const { data, isPending, isError, refetch } = useQuery(packagesFirstPageQuery);
  const buyTarget = useBuyTarget();
  const { t } = useTexts(SITE_LIVE_TEXTS);
  if (isPending) return <LiveLoading label={t('site.live.loadingPackages')} />;
  if (isError) return <LiveError what={t('site.live.thePackages')} onRetry={() => void refetch()} />;
  const onSale = data.docs.filter((pkg) => pkg.status === 'active');
  if (onSale.length === 0) {
    return <p className="mt-6 text-slate-300">{t('site.live.noneOnSale')}</p>;
  }
  return (
    <>
      <ul aria-label={t('site.live.onSale')} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {onSale.map((pkg) => (
          <PackageCard key={pkg._id} pkg={pkg} buy={buy} detailed={detailed} />
        ))}
      </ul>
      {data.totalPages > 1 && (
        // The first page of the catalogue, cheapest first; the stake page lists every package, page by page.
        <p className="mt-4 text-sm text-slate-300">
          {t('site.live.morePackages', { count: formatNumber(data.totalDocs) })}{' '}
          <Link to={buyTarget} className={TEXT_LINK}>
            {t('site.live.seeAllPackages')}
          </Link>
        </p>
      )}
      <p className="mt-4 text-sm text-slate-400">
        {t('site.live.packagesNote')}{' '}
        <Link to={buyTarget} className={TEXT_LINK}>
          {t('site.live.buyAPackage')}
        </Link>
      </p>
    </>
  );
}
