import { ROLES } from './operator-roles';
import { rejectBody } from './rejection-reasons';
import { route, twins } from './route-def';
import {
  adminWithdrawalListResponse,
  adminWithdrawalQuery,
  adminWithdrawalResponse,
  packageWithdrawalBody,
  packageWithdrawalVerifyBody,
  payWithdrawalBody,
  withdrawalIdParams,
  withdrawalListParams,
  withdrawalListQuery,
  withdrawalListResponse,
  withdrawalRequestBody,
  withdrawalResponse,
  withdrawalVerifyBody,
} from './withdrawals';

export const withdrawalRoutes = {
  withdrawalRequest: twins('Withdrawalsrequset', {
    method: 'POST',
    summary: 'Withdrawal step 1: checks address, minimum and income wallet, stores the request and mails an OTP',
    body: withdrawalRequestBody,
    response: withdrawalResponse,
  }),
  withdrawalVerify: twins('WithdrawalsrequsetVerify', {
    method: 'POST',
    summary: 'Withdrawal step 2: checks the OTP and holds the amount from the income wallet (status pending)',
    body: withdrawalVerifyBody,
    response: withdrawalResponse,
  }),
  packageWithdrawal: twins('packageWithdrawal', {
    method: 'POST',
    summary: 'Package capital withdrawal step 1: checks the order and address, mails an OTP',
    body: packageWithdrawalBody,
    response: withdrawalResponse,
  }),
  packageWithdrawalVerify: twins('packageWithdrawalVerify', {
    method: 'POST',
    summary: 'Package capital withdrawal step 2: checks the OTP, closes the order and holds its capital',
    body: packageWithdrawalVerifyBody,
    response: withdrawalResponse,
  }),
  withdrawalList: twins('getWithdrawalListverndor/:id', {
    method: 'GET',
    summary: "The caller's own withdrawal requests, newest first; {id} never widens what is listed",
    params: withdrawalListParams,
    query: withdrawalListQuery,
    response: withdrawalListResponse,
  }),
  adminWithdrawals: route({
    method: 'GET',
    path: '/adminApi/withdrawals',
    access: 'admin',
    roles: ROLES.money,
    summary: 'Withdrawals to review (filter by status), oldest first',
    query: adminWithdrawalQuery,
    response: adminWithdrawalListResponse,
  }),
  adminWithdrawalApprove: route({
    method: 'POST',
    path: '/adminApi/withdrawals/:_id/approve',
    access: 'admin',
    roles: ROLES.money,
    summary: 'Approves a pending withdrawal above payoutApprovalAbove for payment by another operator (audited)',
    params: withdrawalIdParams,
    response: adminWithdrawalResponse,
  }),
  adminWithdrawalPay: route({
    method: 'POST',
    path: '/adminApi/withdrawals/:_id/pay',
    access: 'admin',
    roles: ROLES.money,
    summary:
      'Records the payout transaction of a pending withdrawal (status success), once; above payoutApprovalAbove only after another operator approved it',
    params: withdrawalIdParams,
    body: payWithdrawalBody,
    response: adminWithdrawalResponse,
  }),
  adminWithdrawalReject: route({
    method: 'POST',
    path: '/adminApi/withdrawals/:_id/reject',
    access: 'admin',
    roles: ROLES.money,
    summary: 'Rejects a pending withdrawal and returns the held amount through the ledger, once',
    params: withdrawalIdParams,
    body: rejectBody,
    response: adminWithdrawalResponse,
  }),
} as const;
