import { ROLES } from './operator-roles';
import { payoutHealthResponse } from './payouts';
import { route } from './route-def';

// Automatic payouts: any money operator stops them at once; resuming is a guarded setting (autoPayoutsPaused).
export const payoutRoutes = {
  adminPayouts: route({
    method: 'GET',
    path: '/adminApi/payouts',
    access: 'admin',
    roles: ROLES.money,
    summary: "The hot wallet's balances, the automatic payout queue and why it waits, if it does",
    response: payoutHealthResponse,
  }),
  adminPayoutsPause: route({
    method: 'POST',
    path: '/adminApi/payouts/pause',
    access: 'admin',
    roles: ROLES.money,
    summary: 'Pauses automatic payouts at once: nothing new is signed; resuming waits for a second owner (audited)',
    response: payoutHealthResponse,
  }),
  adminPayoutsNonceAccept: route({
    method: 'POST',
    path: '/adminApi/payouts/acceptNonce',
    access: 'admin',
    roles: ROLES.owner,
    summary:
      "After a transaction sent from the hot wallet outside the platform: continue from the chain's nonce (audited)",
    response: payoutHealthResponse,
  }),
} as const;
