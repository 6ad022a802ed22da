import { Link } from 'react-router';
import { AuthShell, textLinkClass } from '../../../components/ui/auth-shell';
import { useSendResetOtp } from '../api/reset-otp';
import { useVerifyReset } from '../api/reset-verify';
import { OtpStep } from '../components/otp-step';
import { type ResetDetails, ResetDetailsForm } from '../components/reset-details-form';
import { useOtpSteps } from '../components/use-otp-steps';

const EMPTY_DETAILS: ResetDetails = { email: '', password: '', confirmPassword: '' };

export function ForgotPasswordPage() {
  const sendOtp = useSendResetOtp();
  const verifyOtp = useVerifyReset();
  const steps = useOtpSteps({
    initialDetails: EMPTY_DETAILS,
    sendOtp: sendOtp.mutateAsync,
    verifyOtp: verifyOtp.mutateAsync,
  });

  return (
    <AuthShell
      title={steps.isOtpStep ? 'Enter the code' : 'Reset your password'}
      description={steps.isOtpStep ? undefined : 'Choose a new password; we will e-mail you a code to confirm it.'}
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={textLinkClass}>
            Log in
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
