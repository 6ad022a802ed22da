import { useSecurityProofFields } from '@app/web-kit/components/security-proof/security-proof-fields';
import { sendSecurityCode, useTwoFactorStatus } from '../api/two-factor';

/**
 * The member's proof a change of a security setting asks (docs/decisions/046-no-way-around-the-second-person.md).
 * `group`: the toasts'.
 */
export function useSecurityProof(group: string) {
  const usesAuthenticator = useTwoFactorStatus().data?.enabled === true;
  return useSecurityProofFields({ usesAuthenticator, sendCode: () => sendSecurityCode(group) });
}
