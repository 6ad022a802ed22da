// The sign-in and password forms' schemas, fetched on a form's first validation (lib/form-resolver.ts).
import { otpField } from '@app/contract';
import { z } from 'zod';

export { operatorSetPasswordBody, operatorSigninBody } from '@app/contract';

export const operatorOtpForm = z.object({ otp: otpField() });
