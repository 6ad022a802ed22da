import { loginResponse, operatorVerifyResponse } from './auth';
import { messageEnvelope } from './envelope';
import { ROLES } from './operator-roles';
import { route, twins } from './route-def';
import {
  securityCodeResponse,
  sessionsResponse,
  signinTwoFactorBody,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
  twoFactorSetupBody,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from './two-factor';

// Two-factor sign-in (docs/decisions/012-two-factor.md): each account manages its own, members and vendors under
// their twins, operators under /adminApi; the code step of a sign-in is public, named by the challenge id.
export const twoFactorRoutes = {
  signinTwoFactor: route({
    method: 'POST',
    path: '/publicApi/signinTwoFactor',
    access: 'public',
    summary:
      'Member or vendor log-in step 2 when two-factor is on: the challenge id signinSeller answered and a TOTP or recovery code; answers as signinSeller does',
    body: signinTwoFactorBody,
    response: loginResponse,
  }),
  operatorSigninTwoFactor: route({
    method: 'POST',
    path: '/adminApi/signinTwoFactor',
    access: 'public',
    summary:
      'Operator sign-in step 2 when two-factor is on (instead of the mailed code): the challenge id and a TOTP or recovery code',
    body: signinTwoFactorBody,
    response: operatorVerifyResponse,
  }),
  twoFactorStatus: twins('twoFactorStatus', {
    method: 'GET',
    summary: "Whether the caller's two-factor sign-in is on, and how many recovery codes are left",
    response: twoFactorStatusResponse,
  }),
  securityCode: twins('securityCode', {
    method: 'POST',
    ownSignIn: 'security',
    summary:
      'The code a security change asks beside the password: mailed when two-factor is off, else the authenticator is asked (codeFrom)',
    response: securityCodeResponse,
  }),
  twoFactorSetup: twins('twoFactorSetup', {
    method: 'POST',
    ownSignIn: 'security',
    summary:
      'Starts two-factor set-up after the password and the mailed code: a new secret and its otpauth:// address, kept pending until a code confirms it',
    body: twoFactorSetupBody,
    response: twoFactorSetupResponse,
  }),
  twoFactorEnable: twins('twoFactorEnable', {
    method: 'POST',
    ownSignIn: 'security',
    summary: 'Turns two-factor on with a code of the pending secret; answers the 10 single-use recovery codes, once',
    body: twoFactorEnableBody,
    response: twoFactorEnableResponse,
  }),
  twoFactorDisable: twins('twoFactorDisable', {
    method: 'POST',
    ownSignIn: 'security',
    summary: 'Turns two-factor off with a TOTP or recovery code and the password',
    body: twoFactorDisableBody,
    response: messageEnvelope,
  }),
  sessions: twins('sessions', {
    method: 'GET',
    summary: "The caller's live sessions, newest first: device, address and time of each sign-in",
    response: sessionsResponse,
  }),
  sessionsRevokeOthers: twins('sessionsRevokeOthers', {
    method: 'POST',
    summary: "Signs out every session of the caller's account but the one making the call",
    response: messageEnvelope,
  }),
  operatorTwoFactorStatus: route({
    method: 'GET',
    path: '/adminApi/twoFactorStatus',
    access: 'admin',
    roles: ROLES.any,
    summary: "Whether the operator's two-factor sign-in is on, and whether the settings require it",
    response: twoFactorStatusResponse,
  }),
  operatorSecurityCode: route({
    method: 'POST',
    path: '/adminApi/securityCode',
    access: 'admin',
    roles: ROLES.any,
    summary: 'The code a change of the operator’s own security asks beside the password, as securityCode',
    response: securityCodeResponse,
  }),
  operatorTwoFactorSetup: route({
    method: 'POST',
    path: '/adminApi/twoFactorSetup',
    access: 'admin',
    roles: ROLES.any,
    summary: 'Starts two-factor set-up for the operator, after the password and the mailed code',
    body: twoFactorSetupBody,
    response: twoFactorSetupResponse,
  }),
  operatorTwoFactorEnable: route({
    method: 'POST',
    path: '/adminApi/twoFactorEnable',
    access: 'admin',
    roles: ROLES.any,
    summary: "Turns the operator's two-factor on; answers the recovery codes once",
    body: twoFactorEnableBody,
    response: twoFactorEnableResponse,
  }),
  operatorTwoFactorDisable: route({
    method: 'POST',
    path: '/adminApi/twoFactorDisable',
    access: 'admin',
    roles: ROLES.any,
    summary: "Turns the operator's two-factor off with a code and the password",
    body: twoFactorDisableBody,
    response: messageEnvelope,
  }),
} as const;
