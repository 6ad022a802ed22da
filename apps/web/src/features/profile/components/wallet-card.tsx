import type { MemberProfile } from '@app/contract';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { StatBadge } from '../../../components/ui/stat-badge';

export const TRADE_FOR_WALLET_NOTE = 'All income ever earned, not a balance you can spend.';

/** Spec /my: the three wallets, with the spec's labels (docs/product.md#wallets maps them). */
export function WalletCard({ profile }: { profile: MemberProfile }) {
  return (
    <Card aria-labelledby="wallet-title">
      <div className="flex items-center justify-between gap-3">
        <h2 id="wallet-title" className="text-lg font-semibold text-slate-50">
          Wallet
        </h2>
        <Link to="/deposit" className={buttonClasses('ghost', '-my-2 -mr-3 min-h-10 px-3 text-sm')}>
          Deposit
        </Link>
      </div>
      {/* Phones: the deposit wallet on its own line, the two others side by side. */}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 [&>*:first-child]:col-span-2 sm:[&>*:first-child]:col-span-1">
        <StatBadge label="Electronic Wallet" usdt={profile.balance} />
        <StatBadge label="Flexible wallet" usdt={profile.earningbalance} />
        <StatBadge label="Trade for wallet" usdt={profile.totalPoints} note={TRADE_FOR_WALLET_NOTE} />
      </dl>
    </Card>
  );
}
