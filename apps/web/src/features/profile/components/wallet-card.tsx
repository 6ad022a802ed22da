import type { MemberProfile } from '@app/contract';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { StatBadge } from '@app/web-kit/components/ui/stat-badge';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { EN } from '@app/web-kit/i18n/locales/en';
import { useT } from '@app/web-kit/i18n/use-t';
import { usdtShownTogether } from '@app/web-kit/lib/format';
import { Link } from 'react-router';

export const TRADE_FOR_WALLET_NOTE = EN['wallet.tradeForNote'];

/** /my: the three wallets, with the labels docs/product.md#wallets maps. */
export function WalletCard({ profile }: { profile: MemberProfile }) {
  const { t } = useT();
  const { decimals } = usdtShownTogether([profile.balance, profile.earningbalance, profile.totalPoints]);
  return (
    <TitledCard
      titleId="wallet-title"
      title={t('my.wallet')}
      aside={
        <Link to="/deposit" className={buttonClasses('ghost', '-my-2 -mr-3 min-h-10 px-3 text-sm')}>
          {t('my.deposit')}
        </Link>
      }
    >
      {/* Phones: the deposit wallet on its own line, the two others side by side. */}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 [&>*:first-child]:col-span-2 sm:[&>*:first-child]:col-span-1">
        <StatBadge label={t('wallet.electronic')} usdt={profile.balance} decimals={decimals} />
        <StatBadge label={t('wallet.flexible')} usdt={profile.earningbalance} decimals={decimals} />
        <StatBadge
          label={t('wallet.tradeFor')}
          usdt={profile.totalPoints}
          note={t('wallet.tradeForNote')}
          decimals={decimals}
        />
      </dl>
    </TitledCard>
  );
}
