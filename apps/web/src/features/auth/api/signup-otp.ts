// POST /publicApi/otpVerifyuser - sign-up step 1 and "Resend Otp": checks the fields and mails an OTP
import { ERROR_STATUS, MSG, ROLE, type SignupOtpBody } from '@app/contract';
import { currentLocale, translateMessage } from '@app/web-kit/i18n/current';
import { callApi } from '@app/web-kit/lib/api-client';
import { ApiError } from '@app/web-kit/lib/api-error';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation } from '@tanstack/react-query';
import { SIGNUP_TOASTS } from './toast-groups';

/** The form's language goes along, for the code's mail (docs/product.md#languages). */
export function sendSignupOtp(body: SignupOtpBody) {
  return callApi(routes.signupOtp, { body: { ...body, role_name: ROLE.user, locale: currentLocale() } });
}

type SignupField = keyof Omit<SignupOtpBody, 'role_name'>;

// The server checks a few rules the form cannot (a number's length in its country's plan, a too common password), and
// every rule again: its refusal names the field by the field's own contract message.
const FIELD_MESSAGES: Record<string, SignupField> = {
  [MSG.fullNameRequired]: 'fullName',
  [MSG.phoneRequired]: 'phone',
  [MSG.phoneInvalid]: 'phone',
  [MSG.emailRequired]: 'email',
  [MSG.emailInvalid]: 'email',
  [MSG.passwordRequired]: 'password',
  [MSG.passwordTooShort]: 'password',
  [MSG.passwordTooLong]: 'password',
  [MSG.passwordTooCommon]: 'password',
  [MSG.confirmPasswordRequired]: 'confirmPassword',
  [MSG.passwordMismatch]: 'confirmPassword',
  [MSG.referralRequired]: 'referBy',
  [MSG.referralInvalid]: 'referBy',
  [MSG.termsRequired]: 'acceptTerms',
};

/** The step-1 field a 400 refused, shown under that field by the form; undefined for any other failure. */
export function refusedSignupField(error: unknown): SignupField | undefined {
  if (!(error instanceof ApiError) || error.status !== ERROR_STATUS.VALIDATION) return undefined;
  // Server answers come in the chosen language, so each message is compared in it.
  const english = Object.keys(FIELD_MESSAGES).find((message) => translateMessage(message) === error.message);
  return english ? FIELD_MESSAGES[english] : undefined;
}

const reportInToast = apiErrorIn(SIGNUP_TOASTS);

// Every refusal is said, as a member cannot get past step 1 without knowing why: under its field when it names one
// the form has, else as a toast (the resend cooldown, a limit, a failed connection). A registered e-mail is no refusal:
// it is answered as a new one, and its owner is mailed how to log in (docs/product.md#accounts).
function reportRefusal(error: unknown) {
  if (!refusedSignupField(error)) reportInToast(error);
}

export function useSendSignupOtp() {
  const mutation = useMutation({ mutationFn: sendSignupOtp, onError: reportRefusal });
  /** "Resend Otp" on the code step, where no field is on screen: a refusal naming one is a toast as well. */
  const resend = (body: SignupOtpBody) =>
    mutation.mutateAsync(body, { onError: (error) => refusedSignupField(error) && reportInToast(error) });
  return { ...mutation, resend };
}
