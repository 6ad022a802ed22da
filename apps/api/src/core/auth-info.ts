import type { OperatorRole, Role } from '@app/contract';

/** Who a request's bearer token stands for. */
export interface AuthInfo {
  sessionId: string;
  userId: string;
  role: Role;
  /** An operator's role (docs/decisions/020-operator-roles.md); null for members and vendors. */
  operatorRole: OperatorRole | null;
  /** The account's stored language (users.locale), read with the session, so an answer's words cost no read. */
  locale: string | null;
}
