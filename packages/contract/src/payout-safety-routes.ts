import { ROLES } from './operator-roles';
import {
  payoutFreezeResponse,
  reconciliationAcknowledgeBody,
  withdrawalCancelBody,
  withdrawalCancelResponse,
  withdrawalLimitsResponse,
} from './payout-safety';
import { route, twins } from './route-def';

export const payoutSafetyRoutes = {
  adminPayoutFreeze: route({
    method: 'GET',
    path: '/adminApi/payoutFreeze',
    access: 'admin',
    roles: ROLES.money,
    summary: 'Whether payouts are frozen by a failed, unacknowledged reconciliation, with the latest report',
    response: payoutFreezeResponse,
  }),
  adminReconciliationAcknowledge: route({
    method: 'POST',
    path: '/adminApi/reconciliationAcknowledge',
    access: 'admin',
    roles: ROLES.owner,
    summary:
      "Acknowledges the latest failed reconciliation report: the first owner's is recorded (202), another owner's lifts the payout freeze (audited)",
    body: reconciliationAcknowledgeBody,
    response: payoutFreezeResponse,
    accepted: true,
  }),
  withdrawalCancel: route({
    method: 'POST',
    path: '/publicApi/withdrawalCancel',
    access: 'public',
    summary:
      'Cancels a withdrawal held in its new-address cool-down by the mailed link token and returns the amount, once',
    body: withdrawalCancelBody,
    response: withdrawalCancelResponse,
  }),
  withdrawalLimits: twins('withdrawalLimits', {
    method: 'GET',
    summary: "The caller's daily withdrawal limits and what is left of them today",
    response: withdrawalLimitsResponse,
  }),
} as const;
