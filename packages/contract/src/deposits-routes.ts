import {
  addFundBody,
  addFundResponse,
  adminDepositListResponse,
  adminDepositQuery,
  adminDepositResponse,
  depositIdParams,
  depositListResponse,
} from './deposits';
import { pageQuery } from './envelope';
import { ROLES } from './operator-roles';
import { rejectBody } from './rejection-reasons';
import { route, twins } from './route-def';

export const depositRoutes = {
  addFund: twins('addfund', {
    moneyWrite: true,
    method: 'POST',
    summary: 'Submits a deposit (amount and transaction hash) for verification',
    body: addFundBody,
    response: addFundResponse,
  }),
  depositList: twins('getAddfundList', {
    method: 'GET',
    summary: "The caller's deposits, newest first",
    query: pageQuery,
    response: depositListResponse,
  }),
  adminDeposits: route({
    method: 'GET',
    path: '/adminApi/deposits',
    access: 'admin',
    roles: ROLES.money,
    summary: 'Deposits to review (filter by status), oldest pending first',
    query: adminDepositQuery,
    response: adminDepositListResponse,
  }),
  adminDepositApprove: route({
    method: 'POST',
    path: '/adminApi/deposits/:_id/approve',
    access: 'admin',
    roles: ROLES.money,
    summary:
      "Approves a pending deposit and credits the deposit wallet, once. Above payoutApprovalAbove (the deposit alone, or with what this operator moved alone to the member over 24 hours) the first approval is recorded and answered 202; another operator's approval credits it",
    params: depositIdParams,
    response: adminDepositResponse,
    accepted: true,
  }),
  adminDepositReject: route({
    method: 'POST',
    path: '/adminApi/deposits/:_id/reject',
    access: 'admin',
    roles: ROLES.money,
    summary: 'Rejects a pending deposit with a reason shown to the member',
    params: depositIdParams,
    body: rejectBody,
    response: adminDepositResponse,
  }),
} as const;
