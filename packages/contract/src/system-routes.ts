import { ROLES } from './operator-roles';
import { route } from './route-def';
import { systemResponse } from './system';

// The console's System page: a read, audited nowhere.
export const systemRoutes = {
  adminSystem: route({
    method: 'GET',
    path: '/adminApi/system',
    access: 'admin',
    roles: ROLES.money,
    summary:
      "API replicas by their heartbeats, the database (kind and role), the last backup, each background job (queue, last success), the last reconciliation, this replica's traffic (requests per minute, 5xx rate, p99) and the age of the oldest item of each queue",
    response: systemResponse,
  }),
} as const;
