import { usePublicSettings } from '../../../../api/get-public-settings';
import { PANEL } from '../../../../components/ui/link-styles';
import { percent, usdt } from '../../../../lib/format';
import { LiveError, LiveLoading } from './live-state';

/**
 * Deposits and withdrawals with the operator's current minimums and charges (docs/product.md#deposits,
 * docs/product.md#withdrawals); the same figures the member screens and the server use.
 */
export function LiveMoneyRules() {
  const { data: settings, isPending, isError, refetch } = usePublicSettings();
  if (isPending) return <LiveLoading label="Loading the deposit and withdrawal rules" rows={2} />;
  if (isError) return <LiveError what="the deposit and withdrawal rules" onRetry={() => void refetch()} />;
  return (
    <div className="mt-6 grid gap-4 md:grid-cols-2">
      <section aria-labelledby="money-deposits" className={`${PANEL} p-6`}>
        <h3 id="money-deposits" className="text-lg font-semibold text-slate-50">
          Deposits
        </h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-300">
          <li>USDT on BEP-20 (BNB Smart Chain) only, sent to the address shown in your account.</li>
          <li>
            At least <strong className="text-teal-300">{usdt(settings.depositMinimum)}</strong>, at most{' '}
            {usdt(settings.amountMaximum)} per deposit. No deposit charge.
          </li>
          <li>
            You submit the amount and the transaction hash; your Electronic Wallet is credited once it is checked.
          </li>
          <li>A chain transfer cannot be reversed: another token or another network is lost.</li>
        </ul>
      </section>
      <section aria-labelledby="money-withdrawals" className={`${PANEL} p-6`}>
        <h3 id="money-withdrawals" className="text-lg font-semibold text-slate-50">
          Withdrawals
        </h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-300">
          <li>
            Income: at least <strong className="text-teal-300">{usdt(settings.withdrawalMinimum)}</strong> from your
            Flexible wallet, charge{' '}
            <strong className="text-teal-300">{percent(settings.withdrawalChargePercent)}</strong> taken out of the
            amount.
          </li>
          <li>
            Package capital: the whole price of one package (at least {usdt(settings.packageWithdrawalMinimum)}), charge{' '}
            {percent(settings.packageWithdrawalChargePercent)} for packages bought now (each package keeps the charge of
            its purchase day). The package stops earning.
          </li>
          <li>Each request is confirmed with a code sent to your e-mail, then reviewed and paid by an operator.</li>
          {settings.kycRequiredForWithdrawal && <li>An approved identity check is needed before any withdrawal.</li>}
        </ul>
      </section>
    </div>
  );
}
