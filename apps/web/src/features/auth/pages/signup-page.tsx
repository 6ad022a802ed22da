import { useT } from '@app/web-kit/i18n/use-t';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSendSignupOtp } from '../api/signup-otp';
import { useVerifySignup } from '../api/signup-verify';
import { SIGNUP_TOASTS } from '../api/toast-groups';
import { AuthFooterLink } from '../components/auth-footer-link';
import { OtpFlowShell } from '../components/otp-flow-shell';
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
    <OtpFlowShell
      steps={steps}
      isVerifying={verifyOtp.isPending}
      title={t('signup.title')}
      description={t('signup.description')}
      otpTitle={t('signup.otpTitle')}
      footer={<AuthFooterLink prompt={t('signup.haveAccount')} to="/login" label={t('account.logIn')} />}
    >
      <SignupDetailsForm
        defaultValues={steps.details}
        referral={referral}
        isSending={sendOtp.isPending}
        onSubmit={steps.submitDetails}
      />
    </OtpFlowShell>
  );
}
