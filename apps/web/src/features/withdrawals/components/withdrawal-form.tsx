import { type PublicSettings, parseUsdtToMicros, type WithdrawalRow } from '@app/contract';
import { AmountField } from '@app/web-kit/components/ui/amount-field';
import { Button } from '@app/web-kit/components/ui/button';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { AMOUNT_INPUT } from '@app/web-kit/lib/amount-input';
import { formatNumber, percent, usdt } from '@app/web-kit/lib/format';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { useWithdrawalLimits } from '../api/get-withdrawal-limits';
import type { CodeProof } from '../api/passkey-confirm';
import { useRequestWithdrawal, type WithdrawalDetails } from '../api/request-withdrawal';
import { useVerifyWithdrawal } from '../api/verify-withdrawal';
import { WITHDRAWAL_TEXTS } from '../texts';
import { useCodeStep } from './code-steps';
import { PayoutCodeSteps } from './payout-code-steps';
import { AvailableBalance } from './withdrawal-steps';

const EMPTY = { address: '', amount: '' };

interface WithdrawalFormProps {
  settings: PublicSettings;
  /** The wallet's balance, what can be withdrawn: the Flexible wallet's (earningbalance), or the Electronic's. */
  available: number;
  savedAddress: string | null;
  /** A refund of unspent deposits from the Electronic Wallet (docs/product.md#refunds) instead of an income withdrawal. */
  refund?: boolean;
  /** Folds the form away again (the refund's card); step 1 only. */
  onCancel?: () => void;
}

/** /withdrawladd: address and amount, Next; then the amount again and the OTP, Submit; then back to a clean step 1. */
export function WithdrawalForm({ settings, available, savedAddress, refund = false, onCancel }: WithdrawalFormProps) {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const minimum = parseUsdtToMicros(settings.withdrawalMinimum) ?? 0n;
  const step = useCodeStep<{ details: WithdrawalDetails; request: WithdrawalRow }>(refund ? 'refund' : 'withdrawal');
  const requestWithdrawal = useRequestWithdrawal();
  const verifyWithdrawal = useVerifyWithdrawal();
  const { handleSubmit, reset, setValue, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.withdrawalFormSchema(minimum)),
    {
      defaultValues: EMPTY,
    },
  );

  const next = handleSubmit((form) => {
    const details: WithdrawalDetails = refund ? { ...form, wallet: 'electronic' } : form;
    requestWithdrawal.mutate(details, {
      onSuccess: (response) => step.codeSent(response, { details, request: response.data }),
    });
  });

  const submit = async (proof: CodeProof) => {
    if (!step.stored) return;
    const { details, request } = step.stored;
    const response = await verifyWithdrawal.mutateAsync({ ...details, proof, requestId: request._id });
    step.done(response.message);
    reset(EMPTY);
  };

  return (
    <TitledCard
      titleId={refund ? 'refund-form-title' : 'withdraw-form-title'}
      title={t(refund ? 'wd.refundTitle' : 'wd.formTitle')}
    >
      {refund && <p className="mt-1 text-sm text-slate-400">{t('wd.refundNote')}</p>}
      <AvailableBalance amount={available} wallet={refund ? 'electronic' : 'flexible'} />
      <ul className="mt-2 space-y-0.5 text-sm text-slate-400">
        <li>{t('wd.minimum', { amount: formatNumber(settings.withdrawalMinimum) })}</li>
        <li>{t('wd.charge', { percent: percent(settings.withdrawalChargePercent) })}</li>
        <li>{t('wd.network', { network: settings.network })}</li>
        <DailyLimits settings={settings} />
        {settings.newAddressHoldHours > 0 && (
          <li>{t('wd.hold', { hours: formatNumber(settings.newAddressHoldHours) })}</li>
        )}
      </ul>
      <PayoutCodeSteps
        step={step}
        request={step.stored?.request}
        showAmount
        isSubmitting={verifyWithdrawal.isPending}
        onConfirm={submit}
        onNext={next}
        isSending={requestWithdrawal.isPending}
        address={field('address')}
        savedAddress={savedAddress}
        onUseSaved={(address) => setValue('address', address, { shouldValidate: true })}
      >
        <AmountField label={t('wd.amount')} {...field('amount', AMOUNT_INPUT)} />
      </PayoutCodeSteps>
      {onCancel && !step.stored && (
        <Button type="button" variant="secondary" className="mt-3 w-full sm:w-auto" onClick={onCancel}>
          {t('wd.refundCancel')}
        </Button>
      )}
    </TitledCard>
  );
}

/** The configured daily limits, then what is left of them today once the server has counted (it decides at verify). */
function DailyLimits({ settings }: { settings: PublicSettings }) {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const limits = useWithdrawalLimits().data;
  if (!limits) {
    return (
      <li>
        {t('wd.dailyLimits', {
          amount: usdt(settings.withdrawalDailyLimit),
          count: formatNumber(settings.withdrawalDailyCount),
        })}
      </li>
    );
  }
  return (
    <li>
      {t('wd.leftToday', {
        amountLeft: usdt(limits.dailyLimitLeft),
        amount: usdt(limits.dailyLimit),
        countLeft: formatNumber(limits.dailyCountLeft),
        count: formatNumber(limits.dailyCount),
      })}
    </li>
  );
}
