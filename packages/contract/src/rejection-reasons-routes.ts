import { ROLES } from './operator-roles';
import {
  rejectionReasonBody,
  rejectionReasonIdParams,
  rejectionReasonResponse,
  rejectionReasonsResponse,
} from './rejection-reasons';
import { route } from './route-def';

// Reviewers read the kept reasons to choose one; the owner keeps the list (docs/product.md#reviews).
export const rejectionReasonRoutes = {
  rejectionReasons: route({
    method: 'GET',
    path: '/adminApi/rejectionReasons',
    access: 'admin',
    roles: ROLES.money,
    summary: 'The kept rejection reasons, retired ones included (marked)',
    response: rejectionReasonsResponse,
  }),
  rejectionReasonCreate: route({
    method: 'POST',
    path: '/adminApi/rejectionReasons',
    access: 'admin',
    roles: ROLES.owner,
    summary: 'Keeps a new rejection reason with its text per language (audited)',
    body: rejectionReasonBody,
    response: rejectionReasonResponse,
  }),
  rejectionReasonUpdate: route({
    method: 'PUT',
    path: '/adminApi/rejectionReasons/:_id',
    access: 'admin',
    roles: ROLES.owner,
    summary: 'Changes a kept reason; rejections already made keep the words they were given (audited)',
    params: rejectionReasonIdParams,
    body: rejectionReasonBody,
    response: rejectionReasonResponse,
  }),
  rejectionReasonRetire: route({
    method: 'DELETE',
    path: '/adminApi/rejectionReasons/:_id',
    access: 'admin',
    roles: ROLES.owner,
    summary: 'Retires a kept reason: no longer offered, kept for history (audited)',
    params: rejectionReasonIdParams,
    response: rejectionReasonResponse,
  }),
} as const;
