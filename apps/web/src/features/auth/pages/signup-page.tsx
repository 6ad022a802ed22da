import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthShell, textLinkClass } from '../../../components/ui/auth-shell';
import { useT } from '../../../i18n/use-t';
import { useSendSignupOtp } from '../api/signup-otp';
import { useVerifySignup } from '../api/signup-verify';
import { SIGNUP_TOASTS } from '../api/toast-groups';
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
  acceptTerms: false,
};

/** /register and /referalsignup?ref=CODE. */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  const codeFromLink = (searchParams.get('ref') ?? '').trim().toUpperCase();
  const referral = useReferralName();
  const { check: checkReferral } = referral;
  const sendOtp = useSendSignupOtp();
  const verifyOtp = useVerifySignup();
  const { t } = useT();
  const steps = useOtpSteps({
    initialDetails: { ...EMPTY_DETAILS, referBy: codeFromLink },
    sendOtp: sendOtp.mutateAsync,
    resendOtp: sendOtp.resend,
    verifyOtp: verifyOtp.mutateAsync,
    toastGroup: SIGNUP_TOASTS,
  });

  useEffect(() => {
    if (codeFromLink) void checkReferral(codeFromLink);
  }, [codeFromLink, checkReferral]);

  return (
    <AuthShell
      title={steps.isOtpStep ? t('signup.otpTitle') : t('signup.title')}
      description={steps.isOtpStep ? undefined : t('signup.description')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
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
