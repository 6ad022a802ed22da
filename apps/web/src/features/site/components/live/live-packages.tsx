import { formatUsdt, type PackageRow } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { packagesFirstPageQuery } from '../../../../api/get-packages-on-sale';
import { buttonClasses } from '../../../../components/ui/button-styles';
import { PANEL, TEXT_LINK } from '../../../../components/ui/link-styles';
import { percent } from '../../../../lib/format';
import { packagePrice } from '../../../../lib/package-price';
import { useSession } from '../../../../lib/use-session';
import { LiveError, LiveLoading } from './live-state';

/** One day's profit of a package in micro-USDT: price x daily rate, rounded down (docs/product.md#money). */
function dailyProfitMicros(pkg: PackageRow): bigint {
  const priceMicros = BigInt(Math.round(pkg.price * 1_000_000));
  const basisPoints = BigInt(Math.round(pkg.yield * 100));
  return (priceMicros * basisPoints) / 10_000n;
}

const asUsdt = (micros: bigint) => formatUsdt(Number(micros) / 1_000_000);

/** Where Buy goes: the member's stake page, through the sign-in (which then opens it) for a visitor. */
function useBuyTarget(): string {
  const { isSignedIn } = useSession();
  return isSignedIn ? '/stake' : `/login?next=${encodeURIComponent('/stake')}`;
}

export interface LivePackagesProps {
  /** A Buy link on each card. */
  buy?: boolean;
  /** Each card adds its profit over the whole term. */
  detailed?: boolean;
}

function PackageCard({ pkg, buy, detailed }: { pkg: PackageRow } & LivePackagesProps) {
  const buyTarget = useBuyTarget();
  const daily = dailyProfitMicros(pkg);
  return (
    <li className={`${PANEL} flex flex-col p-6`}>
      <h3 className="text-lg font-semibold text-slate-50">{pkg.title}</h3>
      <p className="mt-2 text-3xl font-bold text-teal-300">{packagePrice(pkg)}</p>
      {pkg.maxPrice !== null && <p className="mt-1 text-sm text-slate-400">You choose the amount in this range.</p>}
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">Daily rate</dt>
          <dd className="text-slate-100">{percent(pkg.yield)} a day</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">
            {pkg.maxPrice === null ? 'Daily profit' : 'Daily profit on the least amount'}
          </dt>
          <dd className="text-slate-100">{asUsdt(daily)} USDT</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">Term</dt>
          <dd className="text-slate-100">{pkg.maturity} paid days</dd>
        </div>
        {pkg.handlingFee > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-400">Handling fee, on top</dt>
            <dd className="text-slate-100">{percent(pkg.handlingFee)}</dd>
          </div>
        )}
        {detailed && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-400">Profit over the term, at most</dt>
            <dd className="text-slate-100">{asUsdt(daily * BigInt(pkg.maturity))} USDT</dd>
          </div>
        )}
      </dl>
      {buy && (
        <Link to={buyTarget} className={`${buttonClasses('primary', 'mt-5 w-full')}`} aria-label={`Buy ${pkg.title}`}>
          Buy
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
  if (isPending) return <LiveLoading label="Loading the packages" />;
  if (isError) return <LiveError what="the packages" onRetry={() => void refetch()} />;
  const onSale = data.docs.filter((pkg) => pkg.status === 'active');
  if (onSale.length === 0) {
    return <p className="mt-6 text-slate-300">No package is on sale right now. Please look again later.</p>;
  }
  return (
    <>
      <ul aria-label="Packages on sale" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {onSale.map((pkg) => (
          <PackageCard key={pkg._id} pkg={pkg} buy={buy} detailed={detailed} />
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-400">
        Live terms set by the operator. A package is bought whole from your Electronic Wallet and pays its daily profit
        for each day you claim it, until its term of paid days is reached. Past payments are no promise of future ones.{' '}
        <Link to={buyTarget} className={TEXT_LINK}>
          Buy a package
        </Link>
      </p>
    </>
  );
}
