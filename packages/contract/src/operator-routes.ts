import {
  operatorProfile,
  operatorSigninBody,
  operatorSigninResponse,
  operatorVerifyBody,
  operatorVerifyResponse,
} from './auth';
import { envelope, messageEnvelope } from './envelope';
import { ROLES } from './operator-roles';
import { route } from './route-def';

// The operator's own sign-in and session; the operator's work on each area sits with that area's routes.
export const operatorRoutes = {
  operatorSignin: route({
    method: 'POST',
    path: '/adminApi/signin',
    access: 'public',
    summary: 'Operator sign-in step 1: checks the password and e-mails an OTP',
    body: operatorSigninBody,
    response: operatorSigninResponse,
  }),
  operatorVerify: route({
    method: 'POST',
    path: '/adminApi/signinVerify',
    access: 'public',
    summary: 'Operator sign-in step 2: checks the OTP and answers the session token',
    body: operatorVerifyBody,
    response: operatorVerifyResponse,
  }),
  operatorProfile: route({
    method: 'GET',
    path: '/adminApi/getprofile',
    access: 'admin',
    roles: ROLES.any,
    summary: 'The signed-in operator',
    response: envelope(operatorProfile),
  }),
  operatorLogout: route({
    method: 'POST',
    path: '/adminApi/logout',
    access: 'admin',
    roles: ROLES.any,
    summary: 'Revokes the operator session',
    response: messageEnvelope,
  }),
} as const;
