import { ERROR_STATUS } from '@app/contract';
import { ApiError } from '@app/web-kit/lib/api-error';
import { notifyFlowDone, notifySuccess } from '@app/web-kit/lib/toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';

interface Answer {
  message: string;
}

interface OtpStepsOptions<Details extends { email: string }> {
  initialDetails: Details;
  /** Sends (and re-sends) the OTP; failures are reported by the mutation itself. */
  sendOtp: (details: Details) => Promise<Answer>;
  /** "Resend Otp", when it reports differently from step 1 (sign-up shows step 1's refusals on the fields). */
  resendOtp?: (details: Details) => Promise<Answer>;
  /** The details go again with the code: they, not step 1's, are what the server applies. */
  verifyOtp: (input: Details & { otp: string }) => Promise<Answer>;
  /** The toasts' group (lib/toast.ts): the mutations report their errors under it, and success clears them. */
  toastGroup: string;
}

/** Sign-up and password reset: details, then the e-mailed OTP, then /login (docs/product.md#accounts). */
export function useOtpSteps<Details extends { email: string }>({
  initialDetails,
  sendOtp,
  resendOtp: sendAgain = sendOtp,
  verifyOtp,
  toastGroup,
}: OtpStepsOptions<Details>) {
  const navigate = useNavigate();
  const [details, setDetails] = useState(initialDetails);
  const [step, setStep] = useState<'details' | 'otp'>('details');
  // The address a code went to on this page: back from the code step and sent again within the resend cooldown,
  // the code already mailed is still the one to type.
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  const group = { group: toastGroup };

  /** Resolves to the failure that kept the member on step 1, for the form to show on a field it names. */
  async function submitDetails(values: Details): Promise<unknown> {
    try {
      const answer = await sendOtp(values);
      notifySuccess(answer.message, group);
      setMailedTo(values.email);
    } catch (error) {
      // Reported by the mutation (the cooldown's wait included); only the cooldown on the same address goes on.
      const coolingDown = error instanceof ApiError && error.status === ERROR_STATUS.RATE_LIMITED;
      if (!coolingDown || mailedTo !== values.email) return error;
    }
    setDetails(values);
    setStep('otp');
    return undefined;
  }

  async function resendOtp(): Promise<boolean> {
    const answer = await sendAgain(details).catch(() => null);
    if (answer) notifySuccess(answer.message, group);
    return answer !== null;
  }

  async function verify(otp: string) {
    const answer = await verifyOtp({ ...details, otp }).catch(() => null);
    if (!answer) return;
    // The flow is done: "code sent" and the wrong codes typed before go.
    notifyFlowDone(answer.message, toastGroup);
    // The log-in form opens with the address just verified.
    navigate('/login', { replace: true, state: { email: details.email } });
  }

  return {
    details,
    isOtpStep: step === 'otp',
    submitDetails,
    resendOtp,
    verify,
    changeEmail: () => setStep('details'),
  };
}
