import { maintenanceBody, maintenanceResponse } from './maintenance';
import { ROLES } from './operator-roles';
import { route } from './route-def';

export const maintenanceRoutes = {
  maintenanceSwitch: route({
    method: 'POST',
    path: '/adminApi/maintenance',
    access: 'admin',
    roles: ROLES.owner,
    summary:
      "Switches maintenance on (with the owner's message and an expected end) or off: members' money writes answer 503 MAINTENANCE while on; reads, sign-in and the console keep working (audited)",
    body: maintenanceBody,
    response: maintenanceResponse,
  }),
} as const;
