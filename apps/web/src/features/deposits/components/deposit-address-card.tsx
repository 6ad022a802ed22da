import { type DepositAddressInfo, MSG } from '@app/contract';
import { CopyButton } from '@app/web-kit/components/ui/copy-button';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useT } from '@app/web-kit/i18n/use-t';
import { formatNumber, usdt } from '@app/web-kit/lib/format';
import { QRCodeSVG } from 'qrcode.react';
import { DEPOSIT_TEXTS } from '../texts';

/**
 * Where the member sends USDT: the platform's shared address, or in per-member mode the member's own, credited by the
 * chain watcher (docs/product.md#deposits).
 */
export function DepositAddressCard({ info }: { info: DepositAddressInfo }) {
  const { t } = useT();
  const texts = useTexts(DEPOSIT_TEXTS);
  const isOwn = info.mode === 'per-member';
  return (
    <TitledCard titleId="deposit-address-title" title={isOwn ? texts.t('dep.ownTitle') : t('deposit.addressTitle')}>
      <p className="mt-1 text-sm text-slate-400">
        {t('deposit.network')} <span className="font-semibold text-teal-200">{info.network}</span>
      </p>
      {isOwn && (
        <p className="mt-3 text-sm text-slate-300">
          {texts.t('dep.ownNote', { confirmations: formatNumber(info.confirmations) })}{' '}
          {info.dustBelow > 0 && texts.t('dep.ownDust', { amount: usdt(info.dustBelow) })}
        </p>
      )}

      {/* Dark modules on white: wallet scanners need the contrast, whatever the page theme. */}
      <div className="mx-auto mt-5 w-fit rounded-2xl bg-white p-2">
        <QRCodeSVG
          value={info.address}
          size={184}
          marginSize={2}
          role="img"
          aria-label={t('deposit.qr', { address: info.address })}
          className="block"
        />
      </div>

      <div className="mt-5 flex items-center gap-2 rounded-xl border border-slate-700 bg-slate-950/60 py-1 pr-1 pl-4">
        <p className="min-w-0 flex-1 py-2 font-mono text-sm break-all text-slate-100 select-all">{info.address}</p>
        <CopyButton
          text={info.address}
          copiedMessage={MSG.addressCopied}
          failedMessage={`${MSG.copyFailed} ${info.address}`}
          label={t('deposit.copyAddress')}
        />
      </div>

      <p className="mt-4 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
        {t('deposit.onlyUsdt')}
      </p>
    </TitledCard>
  );
}
