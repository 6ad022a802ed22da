// The signed-in operator of the console's tests (test files only): GET /adminApi/getprofile's data, an owner unless
// a test asks for another role (docs/decisions/020-operator-roles.md).
import { type OperatorRole, ROLE } from '@app/contract';

export const OPERATOR = {
  _id: 'operator-1',
  fullName: 'Olga Ops',
  email: 'ops@example.com',
  role: ROLE.admin,
  operatorRole: 'owner',
} as const satisfies { _id: string; fullName: string; email: string; role: string; operatorRole: OperatorRole };

/** The same operator with another role. */
export function operatorWithRole(operatorRole: OperatorRole) {
  return { ...OPERATOR, operatorRole };
}
