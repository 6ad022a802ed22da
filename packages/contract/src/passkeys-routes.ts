import { loginResponse, operatorVerifyResponse } from './auth';
import { ROLES } from './operator-roles';
import {
  passkeyAddBody,
  passkeyConfirmBody,
  passkeyOptionsBody,
  passkeyOptionsResponse,
  passkeyParams,
  passkeySigninBody,
  passkeysResponse,
} from './passkeys';
import { route, twins } from './route-def';
import { securityProofBody } from './two-factor';

// Passkeys (docs/product.md#passkeys): a member's and vendor's under /sellerApi and /vendorApi, an operator's under
// /adminApi, each ceremony in the WebAuthn library's two steps (options, then the browser's answer).
export const passkeyRoutes = {
  passkeys: twins('passkeys', {
    method: 'GET',
    summary: "The caller's passkeys, oldest first",
    response: passkeysResponse,
  }),
  passkeyOptions: twins('passkeys/options', {
    method: 'POST',
    ownSignIn: 'security',
    summary:
      "Adding a passkey, step 1: checks the password and the current second factor and answers the browser's registration options",
    body: passkeyOptionsBody,
    response: passkeyOptionsResponse,
  }),
  passkeyAdd: twins('passkeys', {
    method: 'POST',
    ownSignIn: 'security',
    summary: "Adding a passkey, step 2: checks the browser's new credential against step 1's challenge and keeps it",
    body: passkeyAddBody,
    response: passkeysResponse,
  }),
  passkeyDelete: twins('passkeys/:_id', {
    method: 'DELETE',
    ownSignIn: 'security',
    summary:
      "Removes one of the caller's passkeys after the password and the current second factor (another account's id reads as not found)",
    params: passkeyParams,
    body: securityProofBody,
    response: passkeysResponse,
  }),
  passkeyConfirmOptions: twins('passkeys/confirmOptions', {
    method: 'POST',
    ownSignIn: 'money',
    summary:
      "A withdrawal's or transfer's step 2 with a passkey: the browser's options, their challenge good for that request only",
    body: passkeyConfirmBody,
    response: passkeyOptionsResponse,
  }),
  passkeySigninOptions: route({
    method: 'POST',
    path: '/publicApi/passkeySignin/options',
    access: 'public',
    summary: "Member or vendor sign-in with a passkey, step 1: the browser's options with a fresh challenge",
    response: passkeyOptionsResponse,
  }),
  passkeySignin: route({
    method: 'POST',
    path: '/publicApi/passkeySignin',
    access: 'public',
    summary:
      "Member or vendor sign-in with a passkey, step 2: checks the browser's signature and answers as log-in does",
    body: passkeySigninBody,
    response: loginResponse,
  }),
  operatorPasskeys: route({
    method: 'GET',
    path: '/adminApi/passkeys',
    access: 'admin',
    roles: ROLES.any,
    summary: "The operator's own passkeys, oldest first",
    response: passkeysResponse,
  }),
  operatorPasskeyOptions: route({
    method: 'POST',
    path: '/adminApi/passkeys/options',
    access: 'admin',
    roles: ROLES.any,
    summary:
      "An operator adds a passkey, step 1: checks the password and the current second factor and answers the browser's registration options",
    body: passkeyOptionsBody,
    response: passkeyOptionsResponse,
  }),
  operatorPasskeyAdd: route({
    method: 'POST',
    path: '/adminApi/passkeys',
    access: 'admin',
    roles: ROLES.any,
    summary: "An operator adds a passkey, step 2: checks the browser's new credential and keeps it",
    body: passkeyAddBody,
    response: passkeysResponse,
  }),
  operatorPasskeyDelete: route({
    method: 'DELETE',
    path: '/adminApi/passkeys/:_id',
    access: 'admin',
    roles: ROLES.any,
    summary: "Removes one of the operator's own passkeys after the password and the current second factor",
    params: passkeyParams,
    body: securityProofBody,
    response: passkeysResponse,
  }),
  operatorPasskeySigninOptions: route({
    method: 'POST',
    path: '/adminApi/passkeySignin/options',
    access: 'public',
    summary: "Operator sign-in with a passkey, step 1: the browser's options with a fresh challenge",
    response: passkeyOptionsResponse,
  }),
  operatorPasskeySignin: route({
    method: 'POST',
    path: '/adminApi/passkeySignin',
    access: 'public',
    summary: "Operator sign-in with a passkey, step 2: checks the browser's signature and answers the session",
    body: passkeySigninBody,
    response: operatorVerifyResponse,
  }),
} as const;
