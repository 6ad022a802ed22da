import { messageEnvelope } from './envelope';
import { ROLES } from './operator-roles';
import {
  operatorChangeResponse,
  operatorIdParams,
  operatorInviteBody,
  operatorListQuery,
  operatorListResponse,
  operatorRoleBody,
  operatorRowResponse,
  operatorSetPasswordBody,
} from './operators-console';
import { route } from './route-def';

// The operators' own management: who may run the console, invited by e-mail, disabled and enabled by each other.
export const operatorsConsoleRoutes = {
  adminOperators: route({
    method: 'GET',
    path: '/adminApi/operators',
    access: 'admin',
    roles: ROLES.owner,
    summary: 'Every operator account, newest first, with its status (active, invited, disabled)',
    query: operatorListQuery,
    response: operatorListResponse,
  }),
  adminOperatorCreate: route({
    method: 'POST',
    path: '/adminApi/operators',
    access: 'admin',
    roles: ROLES.owner,
    summary:
      'Invites an operator with a role (owner, finance, support, content): mails a one-time link to set a password, valid 24 hours (audited); an owner waits for a second owner (202)',
    body: operatorInviteBody,
    response: operatorChangeResponse,
    accepted: true,
  }),
  operatorSetPassword: route({
    method: 'POST',
    path: '/adminApi/operatorPassword',
    access: 'public',
    summary: "Sets an invited operator's password with the mailed link's token, once, within 24 hours (audited)",
    body: operatorSetPasswordBody,
    response: messageEnvelope,
  }),
  adminOperatorDisable: route({
    method: 'POST',
    path: '/adminApi/operators/:_id/disable',
    access: 'admin',
    roles: ROLES.owner,
    summary:
      'Disables an operator: sessions end, sign-in is refused; never the last active owner, never oneself (audited)',
    params: operatorIdParams,
    response: operatorRowResponse,
  }),
  adminOperatorEnable: route({
    method: 'POST',
    path: '/adminApi/operators/:_id/enable',
    access: 'admin',
    roles: ROLES.owner,
    summary: 'Lets a disabled operator sign in again; the sessions the disable ended stay ended (audited)',
    params: operatorIdParams,
    response: operatorRowResponse,
  }),
  adminOperatorReinvite: route({
    method: 'POST',
    path: '/adminApi/operators/:_id/reinvite',
    access: 'admin',
    roles: ROLES.owner,
    summary:
      'Mails an invited operator a new link to set a password; earlier links stop working (audited). 409 once the password is set or the operator is disabled',
    params: operatorIdParams,
    response: operatorRowResponse,
  }),
  adminOperatorRole: route({
    method: 'POST',
    path: '/adminApi/operators/:_id/role',
    access: 'admin',
    roles: ROLES.owner,
    summary:
      "Changes an operator's role; never one's own, never the last active owner's (audited, applies to the next request); owner waits for a second owner (202)",
    params: operatorIdParams,
    body: operatorRoleBody,
    response: operatorChangeResponse,
    accepted: true,
  }),
} as const;
