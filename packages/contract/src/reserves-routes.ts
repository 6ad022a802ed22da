import { ROLES } from './operator-roles';
import { reserveProofResponse, reserveSnapshotResponse, reservesResponse } from './reserves';
import { route, twins } from './route-def';

// Proof of reserves (docs/product.md#proof-of-reserves).
export const reservesRoutes = {
  reserves: route({
    method: 'GET',
    path: '/publicApi/reserves',
    access: 'public',
    summary: 'The latest proof-of-reserves snapshot (liabilities, reserves, ratio, root) and the last 90',
    response: reservesResponse,
  }),
  reserveProof: twins('reserveProof', {
    method: 'GET',
    summary: "The caller's leaf in the latest snapshot with its path of sibling hashes and sums up to the root",
    response: reserveProofResponse,
  }),
  adminReserveSnapshot: route({
    method: 'POST',
    path: '/adminApi/reserves/snapshot',
    access: 'admin',
    roles: ROLES.money,
    summary: 'Takes a proof-of-reserves snapshot now (audited)',
    response: reserveSnapshotResponse,
  }),
} as const;
