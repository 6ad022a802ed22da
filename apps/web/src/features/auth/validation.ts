// The auth forms' schemas: fetched on a form's first validation, not with its page (lib/form-resolver.ts).
import { otpField } from '@app/contract';
import { z } from 'zod';

export { loginBody, resetOtpBody, signupOtpBody } from '@app/contract';

export const otpForm = z.object({ otp: otpField() });
