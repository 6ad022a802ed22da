import { useProfile } from '../api/get-profile';
import { LoadError } from '../components/load-error';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { ProfileSummary } from '../components/profile-summary';
import { WalletCard } from '../components/wallet-card';

export function MyPage() {
  const { data: profile, isPending, isError, refetch } = useProfile();
  return (
    <div className="space-y-6">
      <title>My account · NexaTech</title>
      {isPending && <ProfileSkeleton />}
      {isError && <LoadError what="your profile" onRetry={() => void refetch()} />}
      {profile && (
        <>
          <ProfileSummary profile={profile} />
          <WalletCard profile={profile} />
        </>
      )}
    </div>
  );
}
