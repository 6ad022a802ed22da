import {
  amountAboveMaximumMessage,
  amountBelowMinimumMessage,
  MSG,
  microsToUsdt,
  type PackageRow,
  parseUsdtToMicros,
} from '@app/contract';
import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { AmountField } from '@app/web-kit/components/ui/amount-field';
import { Button } from '@app/web-kit/components/ui/button';
import { Dialog } from '@app/web-kit/components/ui/dialog';
import { currentLocale, translateMessage } from '@app/web-kit/i18n/current';
import { useTexts } from '@app/web-kit/i18n/texts';
import { amountInputText, readAmount } from '@app/web-kit/lib/amount-input';
import { formatNumber, formatUsdt, percent, usdt as usdtAlone, usdtShownTogether } from '@app/web-kit/lib/format';
import { handlingFeeOn } from '@app/web-kit/lib/package-price';
import { PURCHASE_MODAL_WIDTH_PX } from '@app/web-kit/lib/screen-constants';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useProfile } from '../../../api/get-profile';
import { PACKAGE_TEXTS } from '../texts';

interface PurchaseDialogProps {
  pack: PackageRow;
  isPurchasing: boolean;
  /** The server's refusal of the last attempt, shown inside the dialog: a toast would sit behind its backdrop. */
  error: string | null;
  /** Gets the amount: the price, or the one the member chose within the package's range. */
  onConfirm: (amount: number) => void;
  onClose: () => void;
}

/** The amount typed for a range package, or the refusal the server would give it (docs/product.md#packages). */
function amountIn(pack: PackageRow, typed: string): { amount: number } | { refusal: string } {
  if (typed.trim() === '') return { refusal: MSG.amountRequired };
  const micros = parseUsdtToMicros(readAmount(typed, currentLocale()) ?? '');
  if (micros === null || micros === 0n) return { refusal: MSG.amountInvalid };
  const amount = microsToUsdt(micros);
  if (amount < pack.price) return { refusal: amountBelowMinimumMessage(pack.price) };
  if (pack.maxPrice !== null && amount > pack.maxPrice) return { refusal: amountAboveMaximumMessage(pack.maxPrice) };
  return { amount };
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-slate-400">{label}</dt>
      <dd className="text-right font-semibold text-slate-50 tabular-nums">{children}</dd>
    </div>
  );
}

const LOADING = '…';

/** States the exact terms the order will carry (docs/product.md#packages) before the member confirms. */
/** What the Electronic Wallet lacks for the price, counted in micro-USDT so no float residue shows. */
export function shortfallOf(price: number, balance: number): number {
  const micros = Math.round(price * 1_000_000) - Math.round(balance * 1_000_000);
  return micros > 0 ? micros / 1_000_000 : 0;
}

export function PurchaseDialog({ pack, isPurchasing, error, onConfirm, onClose }: PurchaseDialogProps) {
  const { t, tx } = useTexts(PACKAGE_TEXTS);
  const { data: profile } = useProfile();
  const { data: settings } = usePublicSettings();
  const isRange = pack.maxPrice !== null;
  const [typed, setTyped] = useState(() => amountInputText(pack.price));
  const [isTouched, setTouched] = useState(false);
  const chosen = isRange ? amountIn(pack, typed) : { amount: pack.price };
  const amount = 'amount' in chosen ? chosen.amount : null;
  const fee = amount === null ? 0 : handlingFeeOn(amount, pack.handlingFee);
  // Counted in whole micro-USDT, so no float residue shows.
  const total = amount === null ? null : Math.round((amount + fee) * 1_000_000) / 1_000_000;
  const shortfall = profile && total !== null ? shortfallOf(total, profile.balance) : 0;
  const perDay = amount === null ? null : (amount * pack.yield) / 100;
  // docs/product.md#amounts-on-screen: the terms' amounts share their decimals, the per-day income's included.
  const { usdt } = usdtShownTogether([amount, fee, total, perDay, profile?.balance, shortfall]);
  return (
    <Dialog title={t('pk.buyTitle', { title: pack.title })} onClose={onClose} maxWidthPx={PURCHASE_MODAL_WIDTH_PX}>
      <p className="mt-1 text-sm text-slate-400">{t('pk.paidFrom')}</p>
      {isRange && (
        <AmountField
          className="mt-4"
          label={t('pk.amountToInvest')}
          value={typed}
          hint={t('pk.rangeHint', { min: formatUsdt(pack.price), max: usdtAlone(pack.maxPrice) })}
          error={isTouched && 'refusal' in chosen ? chosen.refusal : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
        />
      )}
      <dl className="mt-4 divide-y divide-slate-800 border-y border-slate-800">
        <Term label={t(isRange ? 'pk.amountInvested' : 'pk.price')}>{amount === null ? '–' : usdt(amount)}</Term>
        {pack.handlingFee > 0 && (
          <>
            <Term label={t('pk.handlingFeeOf', { rate: percent(pack.handlingFee) })}>{usdt(fee)}</Term>
            <Term label={t('pk.totalFromWallet')}>{total === null ? '–' : usdt(total)}</Term>
          </>
        )}
        <Term label={t('pk.dailyYield')}>
          {percent(pack.yield)}{' '}
          <span className="font-normal text-slate-400">
            {t('pk.perDay', { amount: perDay === null ? '–' : usdt(perDay) })}
          </span>
        </Term>
        <Term label={t('pk.maturity')}>{t('pk.days', { days: formatNumber(pack.maturity) })}</Term>
        <Term label={t('pk.capitalCharge')}>
          {settings ? percent(settings.packageWithdrawalChargePercent) : LOADING}
        </Term>
        <Term label={t('pk.electronicWallet')}>{profile ? usdt(profile.balance) : LOADING}</Term>
      </dl>
      {pack.handlingFee > 0 && <p className="mt-3 text-sm text-slate-400">{t('pk.feeNote')}</p>}
      <p className="mt-4 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm font-medium text-amber-100">
        {t('pk.notGuaranteed')}
      </p>
      {shortfall > 0 && (
        <p className="mt-3 rounded-xl border border-rose-400/30 bg-rose-400/10 px-4 py-3 text-sm text-rose-100">
          {tx('pk.shortfall', { amount: <span className="font-semibold tabular-nums">{usdt(shortfall)}</span> })}{' '}
          <Link to="/deposit" className="font-semibold text-teal-300 underline underline-offset-2">
            {t('pk.depositUsdt')}
          </Link>
        </p>
      )}
      {error && (
        <p
          role="alert"
          className="mt-3 rounded-xl border border-rose-400/30 bg-rose-400/10 px-4 py-3 text-sm text-rose-100"
        >
          {translateMessage(error)}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isPurchasing}>
          {t('pk.cancel')}
        </Button>
        {/* The terms are not complete until the charge and the wallet are known; a short wallet cannot pay. */}
        <Button
          once
          onClick={() => amount !== null && onConfirm(amount)}
          loading={isPurchasing}
          disabled={!settings || !profile || amount === null || shortfall > 0}
        >
          {t('pk.confirmPurchase')}
        </Button>
      </div>
    </Dialog>
  );
}
