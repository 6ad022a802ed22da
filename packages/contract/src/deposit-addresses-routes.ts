import {
  adminDepositTransferListResponse,
  adminDepositTransferQuery,
  depositAddressResponse,
  depositTransferListResponse,
  depositWatcherResponse,
  sweepPlanResponse,
} from './deposit-addresses';
import { pageQuery } from './envelope';
import { ROLES } from './operator-roles';
import { route, twins } from './route-def';

// Deposit addresses per member (docs/product.md#deposits): the member's address and the transfers seen to it; for
// operators the transfers (dust among them), the watcher and the addresses to sweep.
export const depositAddressRoutes = {
  depositAddress: twins('depositAddress', {
    method: 'GET',
    summary:
      "The caller's deposit address: its own (derived once, kept for ever) in per-member mode, the shared one with index null in shared mode",
    response: depositAddressResponse,
  }),
  depositTransfers: twins('depositTransfers', {
    method: 'GET',
    summary:
      "USDT transfers the watcher saw to the caller's deposit address, newest first: pending (with confirmations), credited, dust, dropped",
    query: pageQuery,
    response: depositTransferListResponse,
  }),
  adminDepositTransfers: route({
    method: 'GET',
    path: '/adminApi/depositTransfers',
    access: 'admin',
    roles: ROLES.money,
    summary:
      'Transfers the watcher saw to member addresses, newest first (filter by status: dust lists those not credited)',
    query: adminDepositTransferQuery,
    response: adminDepositTransferListResponse,
  }),
  adminDepositWatcher: route({
    method: 'GET',
    path: '/adminApi/depositWatcher',
    access: 'admin',
    roles: ROLES.money,
    summary:
      "The deposit watcher: mode, cursor, the chain's head, lag, last success and failure, pending and dust counts",
    response: depositWatcherResponse,
  }),
  adminDepositSweep: route({
    method: 'GET',
    path: '/adminApi/depositAddresses/sweep',
    access: 'admin',
    roles: ROLES.money,
    summary:
      'Member deposit addresses holding USDT, balances read on chain (balanceOf), for the offline signer to sweep',
    response: sweepPlanResponse,
  }),
} as const;
