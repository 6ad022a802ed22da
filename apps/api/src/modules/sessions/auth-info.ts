import type { Role } from '@app/contract';

/** Who a request's bearer token stands for. */
export interface AuthInfo {
  sessionId: string;
  userId: string;
  role: Role;
}
