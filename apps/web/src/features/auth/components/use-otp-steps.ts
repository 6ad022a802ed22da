import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/toast';

interface Answer {
  message: string;
}

interface OtpStepsOptions<Details extends { email: string }> {
  initialDetails: Details;
  /** Sends (and re-sends) the OTP; failures are reported by the mutation itself. */
  sendOtp: (details: Details) => Promise<Answer>;
  /** The details go again with the code: they, not step 1's, are what the server applies. */
  verifyOtp: (input: Details & { otp: string }) => Promise<Answer>;
}

const ignoreReported = () => null;

/** Sign-up and password reset: details, then the e-mailed OTP, then /login (docs/product.md#accounts). */
export function useOtpSteps<Details extends { email: string }>({
  initialDetails,
  sendOtp,
  verifyOtp,
}: OtpStepsOptions<Details>) {
  const navigate = useNavigate();
  const [details, setDetails] = useState(initialDetails);
  const [step, setStep] = useState<'details' | 'otp'>('details');

  async function submitDetails(values: Details) {
    const answer = await sendOtp(values).catch(ignoreReported);
    if (!answer) return;
    notifySuccess(answer.message);
    setDetails(values);
    setStep('otp');
  }

  async function resendOtp(): Promise<boolean> {
    const answer = await sendOtp(details).catch(ignoreReported);
    if (answer) notifySuccess(answer.message);
    return answer !== null;
  }

  async function verify(otp: string) {
    const answer = await verifyOtp({ ...details, otp }).catch(ignoreReported);
    if (!answer) return;
    notifySuccess(answer.message);
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
