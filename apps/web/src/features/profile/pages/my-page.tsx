import { PageTitle } from '@app/web-kit/components/page-title';
import { Card } from '@app/web-kit/components/ui/card';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { ProfileSkeleton } from '@app/web-kit/components/ui/profile-skeleton';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useT } from '@app/web-kit/i18n/use-t';
import { withChunkTimeout } from '@app/web-kit/lib/chunk-load';
import { lazy, Suspense } from 'react';
import { useDashboard } from '../../../api/get-dashboard';
import { useProfile } from '../../../api/get-profile';
import { AccountLinksCard } from '../components/account-links-card';
import { IncomeTable } from '../components/income-table';
import { MyIncomeCard } from '../components/my-income-card';
import { ProfileSummary } from '../components/profile-summary';
import { WalletCard } from '../components/wallet-card';
import { MY_PAGE_TEXTS } from '../my-page-texts';

function RankProgressUnavailable() {
  const { t } = useTexts(MY_PAGE_TEXTS);
  return <LoadError what={t('myPage.rankProgress')} onRetry={() => window.location.reload()} />;
}

/**
 * Below the wallets, so fetched after /my's first paint with its texts: /my stays within its JavaScript budget
 * (docs/decisions/013-performance-budgets.md). A chunk that does not arrive says so with a retry.
 */
const RankProgressCard = lazy(() =>
  withChunkTimeout(import('../components/rank-progress-card')).then(
    (module) => ({ default: module.RankProgressCard }),
    () => ({ default: RankProgressUnavailable }),
  ),
);

/** The card's outline while its code arrives, as tall as the card with its figures, so nothing below jumps. */
function RankProgressPlaceholder() {
  return <Card aria-busy="true" className="min-h-72 animate-pulse" />;
}

export function MyPage() {
  const { data: profile, isPending, isError, refetch } = useProfile();
  const { data: dashboard, isError: isDashboardError } = useDashboard();
  const { t } = useT();
  const texts = useTexts(MY_PAGE_TEXTS);
  return (
    <div className="space-y-6">
      <PageTitle page={t('my.title')} />
      {isPending && <ProfileSkeleton note={t('my.levelNote')} />}
      {isError && <LoadError what={texts.t('myPage.profile')} onRetry={() => void refetch()} />}
      {profile && (
        <>
          <ProfileSummary profile={profile} dashboard={dashboard} isDashboardError={isDashboardError} />
          <WalletCard profile={profile} />
          <Suspense fallback={<RankProgressPlaceholder />}>
            <RankProgressCard />
          </Suspense>
          <IncomeTable profile={profile} dashboard={dashboard} />
          <div className="grid gap-6 lg:grid-cols-2">
            <MyIncomeCard />
            <AccountLinksCard orderCount={dashboard?.totalOrder} />
          </div>
        </>
      )}
    </div>
  );
}
