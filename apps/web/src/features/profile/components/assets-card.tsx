import type { MemberProfile } from '@app/contract';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { CopyReferralButton } from '../../../components/ui/copy-referral-button';
import { StatBadge } from '../../../components/ui/stat-badge';
import { formatUsdt } from '../../../lib/format';

interface AssetsCardProps {
  profile: MemberProfile;
  /** From the dashboard (paid-out withdrawals); undefined while it loads. */
  totalWithdrawal: number | undefined;
  isWithdrawalUnavailable: boolean;
}

export function AssetsCard({ profile, totalWithdrawal, isWithdrawalUnavailable }: AssetsCardProps) {
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
        <StatBadge label="Total withdrawal" usdt={totalWithdrawal} isUnavailable={isWithdrawalUnavailable} />
      </dl>

      <div className="mt-6 grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap">
        <Link to="/deposit" className={buttonClasses('primary', 'sm:min-w-36')}>
          Deposit
        </Link>
        <Link to="/withdrawladd" className={buttonClasses('secondary', 'sm:min-w-36')}>
          Withdraw
        </Link>
        <Link to="/transfer" className={buttonClasses('secondary', 'sm:min-w-36')}>
          Transfer
        </Link>
        <div className="col-span-2 sm:col-span-1">
          <CopyReferralButton referId={profile.referId} />
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-400">
        Every movement of both wallets, with the balance after each:{' '}
        <Link
          to="/statement"
          className="font-semibold text-teal-300 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
        >
          Statement
        </Link>
      </p>
    </Card>
  );
}
