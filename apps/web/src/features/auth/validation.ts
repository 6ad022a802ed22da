// The auth forms' schemas: fetched on a form's first validation, not with its page (lib/form-resolver.ts).
import { otpField, twoFactorCodeField } from '@app/contract';
import { z } from 'zod';

export { loginBody, resetOtpBody, signupOtpBody } from '@app/contract';

export const otpForm = z.object({ otp: otpField() });

/** The code step of a sign-in with two-factor on: the app's six digits or a recovery code. */
export const twoFactorCodeForm = z.object({ code: twoFactorCodeField });
