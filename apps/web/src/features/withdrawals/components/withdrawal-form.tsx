import { type ActionCodeFrom, type PublicSettings, parseUsdtToMicros, type WithdrawalRow } from '@app/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TitledCard } from '../../../components/ui/titled-card';
import { useTexts } from '../../../i18n/texts';
import { formatNumber, percent, usdt } from '../../../lib/format';
import { notifyFlowDone, notifySuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useWithdrawalLimits } from '../api/get-withdrawal-limits';
import { useRequestWithdrawal, type WithdrawalDetails } from '../api/request-withdrawal';
import { useVerifyWithdrawal } from '../api/verify-withdrawal';
import { WITHDRAWAL_TEXTS } from '../texts';
import { OtpConfirm, PayoutAddressField, StepLabel } from './withdrawal-steps';

const EMPTY = { address: '', amount: '' };

interface WithdrawalFormProps {
  settings: PublicSettings;
  /** The Flexible wallet (earningbalance), what can be withdrawn. */
  available: number;
  savedAddress: string | null;
}

/** /withdrawladd: address and amount, Next; then the amount again and the OTP, Submit; then back to a clean step 1. */
export function WithdrawalForm({ settings, available, savedAddress }: WithdrawalFormProps) {
  const { t, tx } = useTexts(WITHDRAWAL_TEXTS);
  const minimum = parseUsdtToMicros(settings.withdrawalMinimum) ?? 0n;
  const [pending, setPending] = useState<{ details: WithdrawalDetails; request: WithdrawalRow } | null>(null);
  const [codeFrom, setCodeFrom] = useState<ActionCodeFrom | undefined>();
  const requestWithdrawal = useRequestWithdrawal();
  const verifyWithdrawal = useVerifyWithdrawal();
  const { handleSubmit, reset, setValue, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.withdrawalFormSchema(minimum)),
    {
      defaultValues: EMPTY,
    },
  );

  const next = handleSubmit((details) =>
    requestWithdrawal.mutate(details, {
      onSuccess: (response) => {
        notifySuccess(response.message, { group: 'withdrawal' });
        setPending({ details, request: response.data });
        setCodeFrom(response.codeFrom);
      },
    }),
  );

  const submit = async (otp: string) => {
    if (!pending) return;
    const response = await verifyWithdrawal.mutateAsync({ ...pending.details, otp, requestId: pending.request._id });
    // The flow is done: "code sent" and the refusals on the way go with it.
    notifyFlowDone(response.message, 'withdrawal');
    setPending(null);
    reset(EMPTY);
  };

  return (
    <TitledCard titleId="withdraw-form-title" title={t('wd.formTitle')}>
      <p className="mt-1 text-sm text-slate-300">
        {tx('wd.available', { amount: <strong className="text-teal-200 tabular-nums">{usdt(available)}</strong> })}
      </p>
      <ul className="mt-2 space-y-0.5 text-sm text-slate-400">
        <li>{t('wd.minimum', { amount: formatNumber(settings.withdrawalMinimum) })}</li>
        <li>{t('wd.charge', { percent: percent(settings.withdrawalChargePercent) })}</li>
        <li>{t('wd.network', { network: settings.network })}</li>
        <DailyLimits settings={settings} />
        {settings.newAddressHoldHours > 0 && (
          <li>{t('wd.hold', { hours: formatNumber(settings.newAddressHoldHours) })}</li>
        )}
      </ul>
      <div className="mt-5 space-y-4">
        <StepLabel step={pending ? 2 : 1} codeFrom={codeFrom} />
        {pending ? (
          <OtpConfirm
            showAmount
            codeFrom={codeFrom}
            request={pending.request}
            isSubmitting={verifyWithdrawal.isPending}
            onSubmit={submit}
            onBack={() => setPending(null)}
          />
        ) : (
          <form noValidate onSubmit={next} className="space-y-4">
            <PayoutAddressField
              {...field('address')}
              savedAddress={savedAddress}
              onUseSaved={(address) => setValue('address', address, { shouldValidate: true })}
            />
            <TextField
              label={t('wd.amount')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              {...field('amount')}
            />
            <Button type="submit" loading={requestWithdrawal.isPending} className="w-full sm:w-auto sm:min-w-40">
              {t('wd.next')}
            </Button>
          </form>
        )}
      </div>
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
