import { useT } from '@app/web-kit/i18n/use-t';
import { useSendResetOtp } from '../api/reset-otp';
import { useVerifyReset } from '../api/reset-verify';
import { RESET_TOASTS } from '../api/toast-groups';
import { AuthFooterLink } from '../components/auth-footer-link';
import { OtpFlowShell } from '../components/otp-flow-shell';
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
    <OtpFlowShell
      steps={steps}
      isVerifying={verifyOtp.isPending}
      title={t('reset.title')}
      description={t('reset.description')}
      otpTitle={t('reset.otpTitle')}
      footer={<AuthFooterLink prompt={t('reset.remembered')} to="/login" label={t('account.logIn')} />}
    >
      <ResetDetailsForm defaultValues={steps.details} isSending={sendOtp.isPending} onSubmit={steps.submitDetails} />
    </OtpFlowShell>
  );
}
