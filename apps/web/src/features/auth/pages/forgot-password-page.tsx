import { Link } from 'react-router';
import { AuthShell, textLinkClass } from '../../../components/ui/auth-shell';
import { useT } from '../../../i18n/use-t';
import { useSendResetOtp } from '../api/reset-otp';
import { useVerifyReset } from '../api/reset-verify';
import { RESET_TOASTS } from '../api/toast-groups';
import { OtpStep } from '../components/otp-step';
import { type ResetDetails, ResetDetailsForm } from '../components/reset-details-form';
import { useOtpSteps } from '../components/use-otp-steps';

const EMPTY_DETAILS: ResetDetails = { email: '', password: '', confirmPassword: '' };

export function ForgotPasswordPage() {
  const sendOtp = useSendResetOtp();
  const verifyOtp = useVerifyReset();
  const { t } = useT();
  const steps = useOtpSteps({
    initialDetails: EMPTY_DETAILS,
    sendOtp: sendOtp.mutateAsync,
    verifyOtp: verifyOtp.mutateAsync,
    toastGroup: RESET_TOASTS,
  });

  return (
    <AuthShell
      title={steps.isOtpStep ? t('reset.otpTitle') : t('reset.title')}
      description={steps.isOtpStep ? undefined : t('reset.description')}
      footer={
        <>
          {t('reset.remembered')}{' '}
          <Link to="/login" className={textLinkClass}>
            {t('account.logIn')}
          </Link>
        </>
      }
    >
      {steps.isOtpStep ? (
        <OtpStep
          email={steps.details.email}
          isVerifying={verifyOtp.isPending}
          onVerify={steps.verify}
          onResend={steps.resendOtp}
          onChangeEmail={steps.changeEmail}
        />
      ) : (
        <ResetDetailsForm defaultValues={steps.details} isSending={sendOtp.isPending} onSubmit={steps.submitDetails} />
      )}
    </AuthShell>
  );
}
