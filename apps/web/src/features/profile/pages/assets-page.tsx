import { PageTitle } from '@app/web-kit/components/page-title';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { ProfileSkeleton } from '@app/web-kit/components/ui/profile-skeleton';
import { useT } from '@app/web-kit/i18n/use-t';
import { useDashboard } from '../../../api/get-dashboard';
import { useProfile } from '../../../api/get-profile';
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
