// What the signed-in operator's role may call (docs/decisions/020-operator-roles.md): the contract's `roles` of each
// route, the rule the server refuses the other roles by (403), so a page or button shows only when its call may pass.
import type { OperatorRole } from '@app/contract';
import { adminRoutes, type OperatorRoutes } from './admin-routes';
import { useOperatorProfile } from './get-operator-profile';

export type OperatorRouteName = keyof OperatorRoutes;

export function roleMayCall(role: OperatorRole, route: OperatorRouteName): boolean {
  const { roles } = adminRoutes[route];
  return roles === undefined || roles.includes(role);
}

/** The signed-in operator's role and calls; nothing is allowed until the profile says who they are. */
export function useOperatorAccess() {
  const { data: operator } = useOperatorProfile();
  return {
    role: operator?.operatorRole,
    mayCall: (route: OperatorRouteName) => operator !== undefined && roleMayCall(operator.operatorRole, route),
  };
}
