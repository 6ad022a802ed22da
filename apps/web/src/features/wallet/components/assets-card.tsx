import { formatUsdt, type MemberProfile } from '@app/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { CopyReferralButton } from '../../member/components/copy-referral-button';
import { StatBadge } from '../../member/components/stat-badge';

// Total withdrawal arrives with the dashboard call (totalWithdrawalAmount) of a later issue.
export const TOTAL_WITHDRAWAL_USDT_UNTIL_DASHBOARD = 0;

export function AssetsCard({ profile }: { profile: MemberProfile }) {
  return (
    <Card aria-labelledby="assets-title">
      <h1 id="assets-title" className="text-xl font-bold text-slate-50">
        Assets (USDT)
      </h1>
      <dl className="mt-4">
        <dt className="text-sm text-slate-400">Flexible wallet</dt>
        <dd className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-bold text-teal-200 tabular-nums">{formatUsdt(profile.earningbalance)}</span>
          <span className="text-sm font-medium text-slate-400">USDT</span>
        </dd>
      </dl>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <StatBadge label="Electronic Wallet" usdt={profile.balance} />
        <StatBadge label="Total earnings" usdt={profile.point} />
        <StatBadge label="Total withdrawal" usdt={TOTAL_WITHDRAWAL_USDT_UNTIL_DASHBOARD} />
      </dl>

      <div className="mt-6 grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap">
        <Link to="/deposit" className={buttonClasses('primary', 'sm:min-w-36')}>
          Deposit
        </Link>
        {/* /withdrawladd is not built yet: a disabled control and a note, never a dead link. */}
        <div className="flex flex-col items-center gap-1 sm:min-w-36">
          <Button variant="secondary" disabled aria-describedby="withdraw-soon" fullWidth>
            Withdraw
          </Button>
          <span id="withdraw-soon" className="text-xs text-slate-400">
            Coming soon
          </span>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <CopyReferralButton referId={profile.referId} />
        </div>
      </div>
    </Card>
  );
}
