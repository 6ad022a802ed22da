import type { OrderRow, PackageCategory, PackageRow } from '@app/contract';
import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { Pager, pageFrom } from '@app/web-kit/components/ui/pager';
import { QueryState } from '@app/web-kit/components/ui/query-state';
import { useTexts } from '@app/web-kit/i18n/texts';
import { categoryLabel } from '@app/web-kit/lib/package-categories';
import { useSingleFlight } from '@app/web-kit/lib/single-flight';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useActivePackages } from '../../../api/get-active-packages';
import type { PackageSearch } from '../../../api/packages-query-keys';
import { usePurchasePackage } from '../api/purchase-package';
import { usePackageSearch } from '../api/search-packages';
import { PACKAGE_TEXTS } from '../texts';
import { PackageCard } from './package-card';
import { PackageSearchForm } from './package-search-form';
import { PurchaseDialog } from './purchase-dialog';

const TEXT_MAX = 100;

function textParam(searchParams: URLSearchParams, name: string): string | undefined {
  return searchParams.get(name)?.trim().slice(0, TEXT_MAX) || undefined;
}

/** Spec /stake: search, location and page (default 1) come from the query string; the category from the tab. */
function searchFrom(searchParams: URLSearchParams, category: PackageCategory): PackageSearch {
  return {
    search: textParam(searchParams, 'search'),
    location: textParam(searchParams, 'location'),
    category,
    page: pageFrom(searchParams),
  };
}

function activeOrdersByPackage(orders: OrderRow[] | undefined): Map<string, OrderRow> {
  return new Map((orders ?? []).filter((order) => order.status === 'active').map((order) => [order.package_id, order]));
}

/** One /stake tab: the packages of one category (docs/product.md#packages). */
export function PackagePanel({ category }: { category: PackageCategory }) {
  const { t } = useTexts(PACKAGE_TEXTS);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = searchFrom(searchParams, category);
  const query = usePackageSearch(params);
  const { data, isPlaceholderData } = query;
  const { data: orders } = useActivePackages();
  const activeOrders = useMemo(() => activeOrdersByPackage(orders), [orders]);
  const purchase = usePurchasePackage();
  const { busy: isPurchasing, run } = useSingleFlight();
  const [buying, setBuying] = useState<PackageRow | null>(null);
  // The package just bought: its card, now showing the order, takes the focus the closed dialog gives back, which
  // would otherwise fall to the page (its BUY button is disabled once the order is active).
  const [boughtId, setBoughtId] = useState<string | null>(null);

  function search(words: string) {
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (words) next.set('search', words);
      else next.delete('search');
      next.delete('page');
      return next;
    });
  }

  function hrefFor(page: number) {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(page));
    return `?${next}`;
  }

  // A purchase in flight is finished before the modal may go, so its answer has somewhere to land.
  function closeDialog() {
    if (!isPurchasing) setBuying(null);
  }

  function open(pack: PackageRow) {
    purchase.reset();
    setBoughtId(null);
    setBuying(pack);
  }

  function confirm(pack: PackageRow, amount: number) {
    void run(async () => {
      await purchase.mutateAsync({ _id: pack._id, amount });
      setBuying(null);
      setBoughtId(pack._id);
    });
  }

  return (
    <div className="space-y-5">
      <PackageSearchForm search={params.search ?? ''} onSearch={search} />
      <QueryState query={query} loadingLabel={t('pk.loadingPackages')} what={t('pk.thePackages')} />
      {data && data.docs.length === 0 && (
        <NoPackages
          category={category}
          search={params.search}
          isPastLastPage={data.totalDocs > 0}
          firstPageHref={hrefFor(1)}
        />
      )}
      {data && data.docs.length > 0 && (
        <>
          <ul
            aria-label={categoryLabel(category)}
            aria-busy={isPlaceholderData || undefined}
            className={`grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.docs.map((pack) => (
              <PackageCard
                key={pack._id}
                pack={pack}
                activeOrder={activeOrders.get(pack._id)}
                isJustBought={pack._id === boughtId}
                isPurchasing={isPurchasing}
                onBuy={open}
              />
            ))}
          </ul>
          {data.totalPages > 1 && <Pager page={params.page} totalPages={data.totalPages} hrefFor={hrefFor} />}
        </>
      )}
      {buying && (
        <PurchaseDialog
          pack={buying}
          isPurchasing={isPurchasing}
          error={purchase.error ? errorMessage(purchase.error) : null}
          onConfirm={(amount) => confirm(buying, amount)}
          onClose={closeDialog}
        />
      )}
    </div>
  );
}

interface NoPackagesProps {
  category: PackageCategory;
  search: string | undefined;
  isPastLastPage: boolean;
  firstPageHref: string;
}

function NoPackages({ category, search, isPastLastPage, firstPageHref }: NoPackagesProps) {
  const { t } = useTexts(PACKAGE_TEXTS);
  if (isPastLastPage) {
    return (
      <EmptyState
        title={t('pk.nothingOnPage')}
        hint={t('pk.earlierPages')}
        action={{ to: firstPageHref, label: t('pk.goToPage1') }}
      />
    );
  }
  if (search) {
    return (
      <EmptyState
        title={t('pk.noMatch', { search })}
        hint={t('pk.noMatchHint')}
        action={{ to: '/stake', label: t('pk.clearSearch') }}
      />
    );
  }
  return <EmptyState title={t(`pk.none.${category}`)} hint={t('pk.noneHint')} />;
}
