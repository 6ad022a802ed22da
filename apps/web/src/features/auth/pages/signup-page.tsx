import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthShell, textLinkClass } from '../../../components/ui/auth-shell';
import { useSendSignupOtp } from '../api/signup-otp';
import { useVerifySignup } from '../api/signup-verify';
import { OtpStep } from '../components/otp-step';
import { type SignupDetails, SignupDetailsForm } from '../components/signup-details-form';
import { useOtpSteps } from '../components/use-otp-steps';
import { useReferralName } from '../components/use-referral-name';

const EMPTY_DETAILS: SignupDetails = {
  fullName: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  referBy: '',
};

/** /register and /referalsignup?ref=CODE. */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  const codeFromLink = (searchParams.get('ref') ?? '').trim().toUpperCase();
  const referral = useReferralName();
  const { check: checkReferral } = referral;
  const sendOtp = useSendSignupOtp();
  const verifyOtp = useVerifySignup();
  const steps = useOtpSteps({
    initialDetails: { ...EMPTY_DETAILS, referBy: codeFromLink },
    sendOtp: sendOtp.mutateAsync,
    verifyOtp: verifyOtp.mutateAsync,
  });

  useEffect(() => {
    if (codeFromLink) void checkReferral(codeFromLink);
  }, [codeFromLink, checkReferral]);

  return (
    <AuthShell
      title={steps.isOtpStep ? 'Verify your email' : 'Create your account'}
      description={steps.isOtpStep ? undefined : 'Join with the referral code of the member who invited you.'}
      footer={
        <>
          Already have an account?{' '}
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
        <SignupDetailsForm
          defaultValues={steps.details}
          referral={referral}
          isSending={sendOtp.isPending}
          onSubmit={steps.submitDetails}
        />
      )}
    </AuthShell>
  );
}
