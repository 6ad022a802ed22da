import type { ActionCodeFrom, OrderRow, PublicSettings, WithdrawalRow } from '@app/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/titled-card';
import { useTexts } from '../../../i18n/texts';
import { formatNumber, percent, usdt } from '../../../lib/format';
import { notifyFlowDone, notifySuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRequestCapitalWithdrawal } from '../api/request-capital-withdrawal';
import { useVerifyCapitalWithdrawal } from '../api/verify-capital-withdrawal';
import { WITHDRAWAL_TEXTS } from '../texts';
import { OtpConfirm, PayoutAddressField, StepLabel } from './withdrawal-steps';

interface CapitalWithdrawalFormProps {
  order: OrderRow;
  settings: PublicSettings;
  savedAddress: string | null;
}

/** /withdrawladd/{id}: the address, Next; the OTP, Submit; then /my-order. The charge is the order's own. */
export function CapitalWithdrawalForm({ order, settings, savedAddress }: CapitalWithdrawalFormProps) {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const navigate = useNavigate();
  const [request, setRequest] = useState<WithdrawalRow | null>(null);
  const [codeFrom, setCodeFrom] = useState<ActionCodeFrom | undefined>();
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
        onSuccess: (response) => {
          notifySuccess(response.message, { group: 'capital-withdrawal' });
          setRequest(response.data);
          setCodeFrom(response.codeFrom);
        },
      },
    ),
  );

  const submit = async (otp: string) => {
    if (!request) return;
    const response = await verifyCapital.mutateAsync({ address: request.address, otp, requestId: request._id });
    // The flow is done: "code sent" and the refusals on the way go with it.
    notifyFlowDone(response.message, 'capital-withdrawal');
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
      <div className="mt-5 space-y-4">
        <StepLabel step={request ? 2 : 1} codeFrom={codeFrom} />
        {request ? (
          <OtpConfirm
            codeFrom={codeFrom}
            request={request}
            isSubmitting={verifyCapital.isPending}
            onSubmit={submit}
            onBack={() => setRequest(null)}
          />
        ) : (
          <form noValidate onSubmit={next} className="space-y-4">
            <PayoutAddressField
              {...field('address')}
              savedAddress={savedAddress}
              onUseSaved={(address) => setValue('address', address, { shouldValidate: true })}
            />
            <Button type="submit" loading={requestCapital.isPending} className="w-full sm:w-auto sm:min-w-40">
              {t('wd.next')}
            </Button>
          </form>
        )}
      </div>
    </TitledCard>
  );
}
