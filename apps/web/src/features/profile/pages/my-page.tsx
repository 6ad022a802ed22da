import { useDashboard } from '../../../api/get-dashboard';
import { useProfile } from '../../../api/get-profile';
import { PageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/ui/load-error';
import { ProfileSkeleton } from '../../../components/ui/profile-skeleton';
import { useT } from '../../../i18n/use-t';
import { AccountLinksCard } from '../components/account-links-card';
import { IncomeTable } from '../components/income-table';
import { MyIncomeCard } from '../components/my-income-card';
import { ProfileSummary } from '../components/profile-summary';
import { RankProgressCard } from '../components/rank-progress-card';
import { WalletCard } from '../components/wallet-card';

export function MyPage() {
  const { data: profile, isPending, isError, refetch } = useProfile();
  const { data: dashboard, isError: isDashboardError } = useDashboard();
  const { t } = useT();
  return (
    <div className="space-y-6">
      <PageTitle page={t('my.title')} />
      {isPending && <ProfileSkeleton note={t('my.levelNote')} />}
      {isError && <LoadError what="your profile" onRetry={() => void refetch()} />}
      {profile && (
        <>
          <ProfileSummary profile={profile} dashboard={dashboard} isDashboardError={isDashboardError} />
          <WalletCard profile={profile} />
          <RankProgressCard />
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
