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
  /**
   * The operator whose one-time sign-in link opened this session, or null for the account's own sign-in: such a
   * session changes no security setting and sends no money out (docs/decisions/046-no-way-around-the-second-person.md).
   */
  signedInBy: string | null;
}
