import type { ActionCodeFrom, WithdrawalRow } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { FormEventHandler, ReactNode } from 'react';
import type { CodeProof } from '../api/passkey-confirm';
import { WITHDRAWAL_TEXTS } from '../texts';
import { CodeSteps } from './code-steps';
import { OtpConfirm, PayoutAddressField, type PayoutAddressFieldProps } from './withdrawal-steps';

interface PayoutCodeStepsProps {
  step: { codeFrom: ActionCodeFrom | undefined; back: () => void };
  /** The request step 1 stored, once its code is sent. */
  request: WithdrawalRow | undefined;
  /** The income form shows the amount again in step 2 (docs/product.md#withdrawals); the capital form does not. */
  showAmount?: boolean;
  isSubmitting: boolean;
  onConfirm: (proof: CodeProof) => Promise<unknown>;
  onNext: FormEventHandler<HTMLFormElement>;
  isSending: boolean;
  address: Omit<PayoutAddressFieldProps, 'savedAddress' | 'onUseSaved'>;
  savedAddress: string | null;
  onUseSaved: (address: string) => void;
  /** Step 1's fields after the address. */
  children?: ReactNode;
}

/** The two steps of both withdrawal forms: the payout address (and what else step 1 asks), Next; then the code. */
export function PayoutCodeSteps({
  step,
  request,
  showAmount = false,
  isSubmitting,
  onConfirm,
  onNext,
  isSending,
  address,
  savedAddress,
  onUseSaved,
  children,
}: PayoutCodeStepsProps) {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  return (
    <CodeSteps
      codeFrom={step.codeFrom}
      confirm={
        request && (
          <OtpConfirm
            showAmount={showAmount}
            codeFrom={step.codeFrom}
            request={request}
            isSubmitting={isSubmitting}
            onSubmit={onConfirm}
            onBack={step.back}
          />
        )
      }
      onSubmit={onNext}
      isSending={isSending}
      submitLabel={t('wd.next')}
    >
      <PayoutAddressField {...address} savedAddress={savedAddress} onUseSaved={onUseSaved} />
      {children}
    </CodeSteps>
  );
}
