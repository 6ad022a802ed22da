import { type ActionCodeFrom, type PublicSettings, parseUsdtToMicros, type TransferRow } from '@app/contract';
import { AmountField } from '@app/web-kit/components/ui/amount-field';
import { Button } from '@app/web-kit/components/ui/button';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { AMOUNT_INPUT } from '@app/web-kit/lib/amount-input';
import { formatNumber, usdt } from '@app/web-kit/lib/format';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { useState } from 'react';
import type { CodeProof } from '../api/passkey-confirm';
import { useRequestTransfer, useTransferReceiver, useVerifyTransfer } from '../api/transfer';
import { WITHDRAWAL_TEXTS } from '../texts';
import { CodeSteps, useCodeStep } from './code-steps';
import { AvailableBalance, CodeConfirm } from './withdrawal-steps';

const EMPTY = { receiverId: '', amount: '' };

interface TransferFormProps {
  settings: PublicSettings;
  /** The Flexible wallet (earningbalance), what can be sent. */
  available: number;
}

/**
 * /transfer: the receiver's UID (their name shown as soon as it is known) and the amount, Send code; then the OTP,
 * Confirm; then what was sent, with the wallet's new balance above.
 */
export function TransferForm({ settings, available }: TransferFormProps) {
  const { t, tx } = useTexts(WITHDRAWAL_TEXTS);
  const minimum = parseUsdtToMicros(settings.transferMinimum) ?? 0n;
  const step = useCodeStep<TransferRow>('transfer');
  const [sent, setSent] = useState<TransferRow | null>(null);
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  const receiver = useTransferReceiver(lookedUp);
  const requestTransfer = useRequestTransfer();
  const verifyTransfer = useVerifyTransfer();
  const { handleSubmit, reset, getValues, field } = useSchemaForm(
    () => import('../validation').then((schemas) => schemas.transferFormSchema(minimum)),
    {
      defaultValues: EMPTY,
    },
  );

  const lookUp = () => {
    const uid = String(getValues('receiverId')).trim().toUpperCase();
    setLookedUp(uid || null);
  };

  // Step 2 names the receiver from the stored transfer, so no look-up is needed first.
  const sendCode = handleSubmit((details) =>
    requestTransfer.mutate(details, {
      onSuccess: (response) => step.codeSent(response, response.data),
    }),
  );

  const confirm = async (proof: CodeProof) => {
    if (!step.stored) return;
    const response = await verifyTransfer.mutateAsync({ transferId: step.stored._id, proof });
    step.done(response.message);
    setSent(response.data);
    setLookedUp(null);
    reset(EMPTY);
  };

  const receiverField = field('receiverId');
  return (
    <TitledCard titleId="transfer-form-title" title={t('tr.formTitle')}>
      <AvailableBalance amount={available} />
      <ul className="mt-2 space-y-0.5 text-sm text-slate-400">
        <li>{t('tr.minimum', { amount: formatNumber(settings.transferMinimum) })}</li>
        <li>{t('tr.reaches')}</li>
        {settings.newAddressHoldHours > 0 && (
          <li>{t('tr.newReceiver', { hours: formatNumber(settings.newAddressHoldHours) })}</li>
        )}
      </ul>
      {available < settings.transferMinimum && (
        <p className="mt-3 rounded-xl border border-amber-700/60 bg-amber-950/30 p-3 text-sm text-amber-100">
          {t('tr.belowMinimum')}
        </p>
      )}
      {sent && (
        <p role="status" className="mt-4 rounded-xl border border-teal-700 bg-teal-950/40 p-3 text-sm text-teal-100">
          {tx('tr.sent', {
            amount: <strong className="tabular-nums">{usdt(sent.amount)}</strong>,
            name: sent.receiver.fullName,
            uid: sent.receiver.uid,
          })}
        </p>
      )}
      <CodeSteps
        codeFrom={step.codeFrom}
        confirm={
          step.stored && (
            <TransferOtpConfirm
              codeFrom={step.codeFrom}
              transfer={step.stored}
              isSubmitting={verifyTransfer.isPending}
              onSubmit={confirm}
              onBack={step.back}
            />
          )
        }
        onSubmit={sendCode}
        isSending={requestTransfer.isPending}
        submitLabel={t('tr.sendCode')}
      >
        <div className="flex items-end gap-2">
          <TextField
            label={t('tr.receiverUid')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="min-w-0 flex-1 [&_input]:font-mono [&_input]:uppercase"
            {...receiverField}
            onBlur={(event) => {
              void receiverField.onBlur(event);
              lookUp();
            }}
          />
          <Button variant="secondary" onClick={lookUp} className="shrink-0">
            {t('tr.find')}
          </Button>
        </div>
        <ReceiverLine receiver={receiver} />
        <AmountField label={t('wd.amount')} {...field('amount', AMOUNT_INPUT)} />
      </CodeSteps>
    </TitledCard>
  );
}

/** Who the UID names, or why they cannot receive; nothing before a UID is given. */
function ReceiverLine({ receiver }: { receiver: ReturnType<typeof useTransferReceiver> }) {
  const { t, tx } = useTexts(WITHDRAWAL_TEXTS);
  if (receiver.fetchStatus === 'idle' && receiver.status === 'pending') return null;
  if (receiver.isFetching) {
    return (
      <p className="-mt-2 text-sm text-slate-400" aria-live="polite">
        {t('tr.lookingUp')}
      </p>
    );
  }
  if (receiver.isError) {
    return (
      <p role="alert" className="-mt-2 text-sm font-medium text-rose-300">
        {errorMessage(receiver.error)}
      </p>
    );
  }
  if (!receiver.data) return null;
  return (
    <p className="-mt-2 text-sm text-slate-200" aria-live="polite">
      {tx('tr.receiver', { name: <strong className="text-teal-200">{receiver.data.fullName}</strong> })}{' '}
      <span className="font-mono text-slate-400">({receiver.data.uid})</span>
    </p>
  );
}

interface TransferOtpConfirmProps {
  transfer: TransferRow;
  isSubmitting: boolean;
  /** Settles when the verify has its answer: until then another Confirm sends nothing. */
  onSubmit: (proof: CodeProof) => Promise<unknown>;
  onBack: () => void;
  codeFrom?: ActionCodeFrom | undefined;
}

/** Step 2: the stored transfer shown again (receiver and amount), and the e-mailed or authenticator code. */
function TransferOtpConfirm({ transfer, isSubmitting, onSubmit, onBack, codeFrom }: TransferOtpConfirmProps) {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  return (
    <CodeConfirm
      summary={
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-slate-800 bg-slate-950/60 p-3 text-sm">
          <dt className="text-slate-400">{t('wd.to')}</dt>
          <dd className="text-right text-slate-200">
            {transfer.receiver.fullName} <span className="font-mono text-slate-400">({transfer.receiver.uid})</span>
          </dd>
          <dt className="text-slate-400">{t('wd.amount')}</dt>
          <dd className="text-right font-semibold text-teal-200 tabular-nums">{usdt(transfer.amount)}</dd>
        </dl>
      }
      submitLabel={t('tr.confirm')}
      loadSchema={() => import('../validation').then((schemas) => schemas.transferOtpForm)}
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
      onBack={onBack}
      codeFrom={codeFrom}
      passkeyRequest={{ purpose: 'transfer', _id: transfer._id }}
    />
  );
}
