import type { OperatorRole } from '@app/contract';
import { useTexts } from '@app/web-kit/i18n/texts';
import { CONSOLE_TEXTS } from '../texts';

/** Each role's name in CONSOLE_TEXTS, read with the console's `t` in the shown language. */
export const OPERATOR_ROLE_LABELS = {
  owner: 'con.role.owner',
  finance: 'con.role.finance',
  support: 'con.role.support',
  content: 'con.role.content',
} as const satisfies Record<OperatorRole, string>;

/** A role's name in the shown language, for areas that word the rest with their own dictionary. */
export function useRoleName(): (role: OperatorRole) => string {
  const { t } = useTexts(CONSOLE_TEXTS);
  return (role) => t(OPERATOR_ROLE_LABELS[role]);
}
