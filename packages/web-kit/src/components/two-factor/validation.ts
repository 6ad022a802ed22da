// The two-factor code form's schema: fetched on the form's first validation, not with its page (lib/form-resolver.ts).
import { twoFactorCodeField } from '@app/contract';
import { z } from 'zod';

/** The code step of a sign-in with two-factor on: the app's six digits or a recovery code. */
export const twoFactorCodeForm = z.object({ code: twoFactorCodeField });
