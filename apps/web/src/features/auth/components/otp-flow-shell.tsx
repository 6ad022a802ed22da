import { AuthShell } from '@app/web-kit/components/ui/auth-shell';
import type { ReactNode } from 'react';
import { OtpStep } from './otp-step';
import type { useOtpSteps } from './use-otp-steps';

interface OtpFlowShellProps {
  /** What the shell reads of the steps: the step shown, the address, and the code step's actions. */
  steps: Pick<ReturnType<typeof useOtpSteps>, 'isOtpStep' | 'resendOtp' | 'verify' | 'changeEmail'> & {
    details: { email: string };
  };
  isVerifying: boolean;
  /** Step 1's title and description; step 2 has a title alone. */
  title: string;
  description: string;
  otpTitle: string;
  footer: ReactNode;
  /** Step 1's form. */
  children: ReactNode;
}

/** Sign-up and password reset: their details form, then the code mailed to the address, in the auth pages' frame. */
export function OtpFlowShell({
  steps,
  isVerifying,
  title,
  description,
  otpTitle,
  footer,
  children,
}: OtpFlowShellProps) {
  return (
    <AuthShell
      title={steps.isOtpStep ? otpTitle : title}
      description={steps.isOtpStep ? undefined : description}
      footer={footer}
    >
      {steps.isOtpStep ? (
        <OtpStep
          email={steps.details.email}
          isVerifying={isVerifying}
          onVerify={steps.verify}
          onResend={steps.resendOtp}
          onChangeEmail={steps.changeEmail}
        />
      ) : (
        children
      )}
    </AuthShell>
  );
}
