import type { Dashboard, MemberProfile } from '@app/contract';
import { Card } from '@app/web-kit/components/ui/card';
import { CopyReferralButton } from '@app/web-kit/components/ui/copy-referral-button';
import { StatBadge } from '@app/web-kit/components/ui/stat-badge';
import { EN } from '@app/web-kit/i18n/locales/en';
import { useT } from '@app/web-kit/i18n/use-t';
import { usdtShownTogether } from '@app/web-kit/lib/format';

// docs/product.md#ranks: the congratulation starts at level 2.
const CONGRATULATED_FROM_RANK = 2;

interface ProfileSummaryProps {
  profile: MemberProfile;
  /** Undefined while it loads or when it failed (`isDashboardError`). */
  dashboard: Dashboard | undefined;
  isDashboardError: boolean;
}

export const LEVEL_NOTE = EN['my.levelNote'];

export function ProfileSummary({ profile, dashboard, isDashboardError }: ProfileSummaryProps) {
  const initial = profile.fullName.trim().charAt(0).toUpperCase() || '?';
  const { t } = useT();
  const { decimals } = usdtShownTogether([dashboard?.totalInvestmentAmount, profile.totalPoints]);
  return (
    <Card aria-labelledby="profile-name">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-2xl bg-teal-400/15 text-2xl font-bold text-teal-300"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <h1 id="profile-name" className="truncate text-xl font-bold text-slate-50">
            {profile.fullName}
          </h1>
          <p className="truncate text-slate-300">{profile.email}</p>
          <p className="mt-1 text-sm text-slate-400">
            {t('my.level')} <span className="font-semibold text-slate-100">{profile.selfrank}</span>
            <span aria-hidden="true"> · </span>
            {t('my.uid')} <span className="font-mono font-semibold text-slate-100">{profile.referId}</span>
          </p>
          <p className="mt-1 text-xs text-slate-400">{t('my.levelNote')}</p>
        </div>
      </div>

      {profile.selfrank >= CONGRATULATED_FROM_RANK && (
        <p className="mt-5 rounded-xl border border-teal-400/30 bg-teal-400/10 px-4 py-3 font-semibold text-teal-200">
          {t('my.achieved', { level: profile.selfrank })}
        </p>
      )}

      <dl className="mt-5 grid grid-cols-2 gap-3">
        <StatBadge
          label={t('my.package')}
          usdt={dashboard?.totalInvestmentAmount}
          isUnavailable={isDashboardError}
          decimals={decimals}
        />
        <StatBadge label={t('my.income')} usdt={profile.totalPoints} decimals={decimals} />
      </dl>

      <div className="mt-6">
        <CopyReferralButton referId={profile.referId} />
      </div>
    </Card>
  );
}
