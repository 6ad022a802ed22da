import { MSG, type PublicSettings } from '@app/contract';
import { QRCodeSVG } from 'qrcode.react';
import { Card } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { useT } from '../../../i18n/use-t';

export function DepositAddressCard({ settings }: { settings: PublicSettings }) {
  const { t } = useT();
  return (
    <Card aria-labelledby="deposit-address-title">
      <h2 id="deposit-address-title" className="text-lg font-semibold text-slate-50">
        {t('deposit.addressTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        {t('deposit.network')} <span className="font-semibold text-teal-200">{settings.network}</span>
      </p>

      {/* Dark modules on white: wallet scanners need the contrast, whatever the page theme. */}
      <div className="mx-auto mt-5 w-fit rounded-2xl bg-white p-2">
        <QRCodeSVG
          value={settings.depositAddress}
          size={184}
          marginSize={2}
          role="img"
          aria-label={t('deposit.qr', { address: settings.depositAddress })}
          className="block"
        />
      </div>

      <div className="mt-5 flex items-center gap-2 rounded-xl border border-slate-700 bg-slate-950/60 py-1 pr-1 pl-4">
        <p className="min-w-0 flex-1 py-2 font-mono text-sm break-all text-slate-100 select-all">
          {settings.depositAddress}
        </p>
        <CopyButton
          text={settings.depositAddress}
          copiedMessage={MSG.addressCopied}
          failedMessage={`${MSG.copyFailed} ${settings.depositAddress}`}
          label={t('deposit.copyAddress')}
        />
      </div>

      <p className="mt-4 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100">
        {t('deposit.onlyUsdt')}
      </p>
    </Card>
  );
}
