import { type PublicSettings, parseUsdtToMicros } from '@app/contract';
import { AmountField } from '@app/web-kit/components/ui/amount-field';
import { Button } from '@app/web-kit/components/ui/button';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useT } from '@app/web-kit/i18n/use-t';
import { AMOUNT_INPUT } from '@app/web-kit/lib/amount-input';
import { useSingleFlight } from '@app/web-kit/lib/single-flight';
import { notifySuccess } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useAddFund } from '../api/add-fund';

export const DEPOSIT_FORM_ID = 'deposit-form';

const EMPTY = { amount: '', transaction_id: '' };

export function DepositForm({ settings }: { settings: PublicSettings }) {
  const minimum = parseUsdtToMicros(settings.depositMinimum) ?? 0n;
  const addFund = useAddFund();
  const { t } = useT();
  const { handleSubmit, reset, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.depositFormSchema(minimum)),
    {
      defaultValues: EMPTY,
    },
  );

  const { busy, run } = useSingleFlight();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      handleSubmit(async (deposit) => {
        const response = await addFund.mutateAsync(deposit);
        notifySuccess(response.message, { group: 'deposit' });
        reset(EMPTY);
      }),
    );
  };

  return (
    <TitledCard titleId="deposit-form-title" title={t('deposit.formTitle')}>
      <p className="mt-1 text-sm text-slate-400">{t('deposit.formNote')}</p>
      <form id={DEPOSIT_FORM_ID} noValidate onSubmit={submit} className="mt-5 space-y-4">
        <SelectField label={t('deposit.network')} name="network" defaultValue={settings.network}>
          <option value={settings.network}>{settings.network}</option>
        </SelectField>
        <AmountField
          label={t('deposit.amount')}
          hint={t('deposit.minimum', { amount: settings.depositMinimum })}
          {...field('amount', AMOUNT_INPUT)}
        />
        <TextField
          label={t('deposit.hash')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="0x…"
          className="[&_input]:font-mono"
          {...field('transaction_id')}
        />
        <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:items-center">
          <Button type="submit" once loading={busy} className="sm:min-w-40">
            {t('deposit.submit')}
          </Button>
          <Link to="/reacharge-list" className={buttonClasses('ghost', 'sm:ml-auto')}>
            {t('deposit.history')}
          </Link>
        </div>
      </form>
    </TitledCard>
  );
}
