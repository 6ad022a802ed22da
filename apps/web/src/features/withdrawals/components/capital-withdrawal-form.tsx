import type { OrderRow, PublicSettings, WithdrawalRow } from '@app/contract';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, percent, usdt } from '@app/web-kit/lib/format';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { useNavigate } from 'react-router';
import type { CodeProof } from '../api/passkey-confirm';
import { useRequestCapitalWithdrawal } from '../api/request-capital-withdrawal';
import { useVerifyCapitalWithdrawal } from '../api/verify-capital-withdrawal';
import { WITHDRAWAL_TEXTS } from '../texts';
import { useCodeStep } from './code-steps';
import { PayoutCodeSteps } from './payout-code-steps';

interface CapitalWithdrawalFormProps {
  order: OrderRow;
  settings: PublicSettings;
  savedAddress: string | null;
}

/** /withdrawladd/{id}: the address, Next; the OTP, Submit; then /my-order. The charge is the order's own. */
export function CapitalWithdrawalForm({ order, settings, savedAddress }: CapitalWithdrawalFormProps) {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const navigate = useNavigate();
  const step = useCodeStep<WithdrawalRow>('capital-withdrawal');
  const requestCapital = useRequestCapitalWithdrawal();
  const verifyCapital = useVerifyCapitalWithdrawal();
  const { handleSubmit, setValue, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.packageWithdrawalForm),
    {
      defaultValues: { address: '' },
    },
  );

  const next = handleSubmit(({ address }) =>
    requestCapital.mutate(
      { address, orderId: order._id },
      {
        onSuccess: (response) => step.codeSent(response, response.data),
      },
    ),
  );

  const submit = async (proof: CodeProof) => {
    const request = step.stored;
    if (!request) return;
    const response = await verifyCapital.mutateAsync({ address: request.address, proof, requestId: request._id });
    // The form is left for the orders, so step 2 stays until it is.
    step.notifyDone(response.message);
    void navigate('/my-order');
  };

  return (
    <TitledCard titleId="capital-form-title" title={t('wd.capitalTitle', { title: order.title })}>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-400">{t('wd.capital')}</dt>
        <dd className="text-right text-slate-100 tabular-nums">{usdt(order.price)}</dd>
        <dt className="text-slate-400">{t('wd.adminCharge')}</dt>
        <dd className="text-right text-slate-100 tabular-nums">{percent(order.capitalChargePercent)}</dd>
      </dl>
      <ul className="mt-3 space-y-0.5 text-sm text-slate-400">
        <li>{t('wd.capitalMinimum', { amount: formatNumber(settings.packageWithdrawalMinimum) })}</li>
        <li>{t('wd.capitalStops')}</li>
      </ul>
      <PayoutCodeSteps
        step={step}
        request={step.stored ?? undefined}
        isSubmitting={verifyCapital.isPending}
        onConfirm={submit}
        onNext={next}
        isSending={requestCapital.isPending}
        address={field('address')}
        savedAddress={savedAddress}
        onUseSaved={(address) => setValue('address', address, { shouldValidate: true })}
      />
    </TitledCard>
  );
}
