import { loginResponse, operatorVerifyResponse } from './auth';
import { messageEnvelope } from './envelope';
import { ROLES } from './operator-roles';
import { route, twins } from './route-def';
import {
  sessionsResponse,
  signinTwoFactorBody,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
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
  twoFactorSetup: twins('twoFactorSetup', {
    method: 'POST',
    ownSignIn: 'security',
    summary: 'Starts two-factor set-up: a new secret and its otpauth:// address, kept pending until a code confirms it',
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
    summary: 'Turns two-factor off with a TOTP or recovery code',
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
  operatorTwoFactorSetup: route({
    method: 'POST',
    path: '/adminApi/twoFactorSetup',
    access: 'admin',
    roles: ROLES.any,
    summary: 'Starts two-factor set-up for the operator',
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
    summary: "Turns the operator's two-factor off with a code",
    body: twoFactorDisableBody,
    response: messageEnvelope,
  }),
} as const;
