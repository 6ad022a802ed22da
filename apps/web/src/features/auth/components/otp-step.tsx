import { OTP_LENGTH } from '@app/contract';
import { SubmitOrBack } from '@app/web-kit/components/ui/submit-or-back';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useT } from '@app/web-kit/i18n/use-t';
import { useSchemaForm } from '@app/web-kit/lib/use-schema-form';
import { ResendOtpButton } from './resend-otp-button';

const EMAIL_MARK = '\u0000';

interface OtpStepProps {
  email: string;
  isVerifying: boolean;
  onVerify: (otp: string) => void;
  onResend: () => Promise<boolean>;
  /** Back to step 1 with the fields kept. */
  onChangeEmail: () => void;
}

export function OtpStep({ email, isVerifying, onVerify, onResend, onChangeEmail }: OtpStepProps) {
  const { t } = useT();
  // The address in bold wherever the language puts it in the sentence.
  const [before = '', after = ''] = t('otp.sent', { length: OTP_LENGTH, email: EMAIL_MARK }).split(EMAIL_MARK);
  const { handleSubmit, field } = useSchemaForm(() => import('../validation').then((schemas) => schemas.otpForm), {
    defaultValues: { otp: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(({ otp }) => onVerify(otp))} className="space-y-5">
      <p className="text-slate-300">
        {before}
        <strong className="break-words text-slate-50">{email}</strong>
        {after}
      </p>
      <TextField
        label={t('otp.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        autoFocus
        {...field('otp')}
      />
      <div className="flex justify-end">
        <ResendOtpButton onResend={onResend} />
      </div>
      <SubmitOrBack
        submitLabel={t('otp.verify')}
        isSubmitting={isVerifying}
        backLabel={t('otp.changeEmail')}
        onBack={onChangeEmail}
      />
    </form>
  );
}
