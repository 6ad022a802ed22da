import { z } from 'zod';
import {
  autoSigninBody,
  loginBody,
  loginResponse,
  referCheckBody,
  referCheckResponse,
  resetOtpBody,
  resetVerifyBody,
  signupOtpBody,
  signupVerifyBody,
} from './auth';
import { messageEnvelope } from './envelope';
import { route, twins } from './route-def';
import { twoFactorChallengeResponse } from './two-factor';

export const authRoutes = {
  referCheck: route({
    method: 'POST',
    path: '/publicApi/referCheck',
    access: 'public',
    summary: 'Resolves a referral code to the referrer name',
    body: referCheckBody,
    response: referCheckResponse,
  }),
  signupOtp: route({
    method: 'POST',
    path: '/publicApi/otpVerifyuser',
    access: 'public',
    summary: 'Sign-up step 1: checks the fields and e-mails a 6-digit OTP (also the resend call)',
    body: signupOtpBody,
    response: messageEnvelope,
  }),
  signupVerify: route({
    method: 'POST',
    path: '/publicApi/emailotpVerifyuser',
    access: 'public',
    summary: 'Sign-up step 2: checks the OTP and creates the member',
    body: signupVerifyBody,
    response: messageEnvelope,
  }),
  login: route({
    method: 'POST',
    path: '/publicApi/signinSeller',
    access: 'public',
    summary:
      'Member or vendor log-in; with two-factor on it answers no token but data { twoFactor: true, _id }, the id for signinTwoFactor',
    body: loginBody,
    response: z.union([loginResponse, twoFactorChallengeResponse]),
  }),
  autoSignin: route({
    method: 'POST',
    path: '/publicApi/sellerAutoSignin',
    access: 'public',
    summary: 'Signs in with a one-time link an operator issued (once, within 5 minutes); answers as log-in does',
    body: autoSigninBody,
    response: loginResponse,
  }),
  resetOtp: route({
    method: 'POST',
    path: '/publicApi/sellerOtpSend',
    access: 'public',
    summary: 'Forgot password step 1: e-mails an OTP if the address is registered; same answer either way',
    body: resetOtpBody,
    response: messageEnvelope,
  }),
  resetVerify: route({
    method: 'POST',
    path: '/publicApi/sellerOtpVerify',
    access: 'public',
    summary: 'Forgot password step 2: checks the OTP and sets the new password',
    body: resetVerifyBody,
    response: messageEnvelope,
  }),
} as const;

// A table of its own so the merged table can keep listing it after the profile routes, as it always has.
export const logoutRoutes = {
  logout: twins('logout', {
    method: 'POST',
    summary: 'Revokes the session of the token sent',
    response: messageEnvelope,
  }),
} as const;
