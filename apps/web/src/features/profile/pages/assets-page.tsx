import { useDashboard } from '../../../api/get-dashboard';
import { useProfile } from '../../../api/get-profile';
import { PageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/ui/load-error';
import { ProfileSkeleton } from '../../../components/ui/profile-skeleton';
import { useT } from '../../../i18n/use-t';
import { AssetsCard } from '../components/assets-card';

export function AssetsPage() {
  const { data: profile, isPending, isError, refetch } = useProfile();
  const dashboard = useDashboard();
  const { t } = useT();
  return (
    <div className="space-y-6">
      <PageTitle page={t('member.assets')} />
      {isPending && <ProfileSkeleton />}
      {isError && <LoadError what="your assets" onRetry={() => void refetch()} />}
      {profile && (
        <AssetsCard profile={profile} dashboard={dashboard.data} isDashboardUnavailable={dashboard.isError} />
      )}
    </div>
  );
}
