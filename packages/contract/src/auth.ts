import { z } from 'zod';
import { ROLE } from './constants';
import { envelope } from './envelope';
import {
  confirmPasswordField,
  emailField,
  newPasswordField,
  otpField,
  personNameField,
  phoneField,
  referralCodeField,
  requiredText,
} from './fields';
import { LOCALES } from './i18n/locales';
import { MSG } from './messages';
import { OPERATOR_ROLES } from './operator-roles';
import { memberProfile } from './profile';

const passwordsMatch = {
  check: (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword,
  params: { message: MSG.passwordMismatch, path: ['confirmPassword'] },
};

// The referral code is checked after the passwords match, as docs/product.md#accounts orders it.
const optionalReferralCode = z
  .string({ error: MSG.referralRequired })
  .trim()
  .max(32, MSG.referralInvalid)
  .transform((code) => code.toUpperCase())
  .default('');

const accountRole = z.enum([ROLE.user, ROLE.vendor], { error: MSG.roleInvalid }).default(ROLE.user);

// Keys are in the order of checks of docs/product.md#accounts: the first failing one is the message shown.
export const signupFields = z.object({
  fullName: personNameField(100),
  phone: phoneField,
  email: emailField(MSG.emailRequired, MSG.emailInvalid),
  confirmPassword: confirmPasswordField,
  password: newPasswordField,
  referBy: optionalReferralCode,
  /** The terms of service and the risk disclosure, accepted in so many words: nobody registers without. */
  acceptTerms: z.boolean({ error: MSG.termsRequired }).refine((accepted) => accepted, MSG.termsRequired),
  /** The language the member signed up in, kept as their language (docs/product.md#languages). */
  locale: z.enum(LOCALES, { error: MSG.languageInvalid }).optional(),
});

const signupRole = { role_name: z.literal(ROLE.user, { error: MSG.roleInvalid }).default(ROLE.user) };

function checkSignup(value: { password: string; confirmPassword: string; referBy: string }, ctx: z.RefinementCtx) {
  if (!passwordsMatch.check(value)) {
    ctx.addIssue({ code: 'custom', message: MSG.passwordMismatch, path: ['confirmPassword'] });
  }
  if (!value.referBy) ctx.addIssue({ code: 'custom', message: MSG.referralRequired, path: ['referBy'] });
}

export const signupOtpBody = signupFields.extend(signupRole).superRefine(checkSignup);
export type SignupOtpBody = z.input<typeof signupOtpBody>;

// The verify call carries the fields again and they are what the account is made of: nothing chosen at
// step 1 (by the member or by someone who knows the address) is kept with the code.
export const signupVerifyBody = z
  .object({ otp: otpField() })
  .extend(signupFields.shape)
  .extend(signupRole)
  .superRefine(checkSignup);
export type SignupVerifyBody = z.input<typeof signupVerifyBody>;

export const referCheckBody = z.object({ referBy: referralCodeField });
export const referCheckResponse = envelope(z.object({ fullName: z.string() }));

export const loginBody = z.object({
  email: requiredText(MSG.loginEmailRequired, 254).transform((email) => email.toLowerCase()),
  password: z.string({ error: MSG.loginPasswordRequired }).min(1, MSG.loginPasswordRequired).max(128, MSG.loginInvalid),
  role_name: accountRole,
});
export type LoginBody = z.input<typeof loginBody>;

export const loginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  api_token: z.string(),
  data: memberProfile,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** A sign-in link's id; anything that is not one of a live link is refused with one 401 at the server. */
export const autoSigninBody = z.object({
  userDetails: z.string({ error: MSG.signinLinkInvalid }).max(200, MSG.signinLinkInvalid),
});
export type AutoSigninBody = z.input<typeof autoSigninBody>;

const resetFields = z.object({
  email: emailField(MSG.emailRequired, MSG.emailInvalid),
  password: newPasswordField,
  confirmPassword: confirmPasswordField,
  role_name: accountRole,
});

export const resetOtpBody = resetFields.refine(passwordsMatch.check, passwordsMatch.params);
export type ResetOtpBody = z.input<typeof resetOtpBody>;

// The new password comes with the code, so a later step 1 by someone else cannot choose it.
export const resetVerifyBody = z
  .object({ otp: otpField() })
  .extend(resetFields.shape)
  .refine(passwordsMatch.check, passwordsMatch.params);
export type ResetVerifyBody = z.input<typeof resetVerifyBody>;

export const operatorSigninBody = z.object({
  email: requiredText(MSG.loginEmailRequired, 254).transform((email) => email.toLowerCase()),
  password: z.string({ error: MSG.loginPasswordRequired }).min(1, MSG.loginPasswordRequired).max(128, MSG.loginInvalid),
});
// With two-factor on, `twoFactor` is true, no code is mailed and `_id` names the step of adminApi/signinTwoFactor.
export const operatorSigninResponse = envelope(z.object({ _id: z.string(), twoFactor: z.boolean().optional() }));

export const operatorVerifyBody = z.object({
  _id: z.string({ error: MSG.otpWrong }).uuid({ error: MSG.otpWrong }),
  otp: otpField(),
});
export const operatorProfile = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.literal(ROLE.admin),
  /** What this operator may do in the console (docs/decisions/020-operator-roles.md). */
  operatorRole: z.enum(OPERATOR_ROLES),
});
export const operatorVerifyResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  api_token: z.string(),
  data: operatorProfile,
});
