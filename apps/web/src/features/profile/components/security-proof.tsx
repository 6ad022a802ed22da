import {
  EMPTY_PROOF,
  proofIssues,
  type SecurityProof,
  SecurityProofFields,
} from '@app/web-kit/components/security-proof/security-proof-fields';
import { useState } from 'react';
import { sendSecurityCode, useTwoFactorStatus } from '../api/two-factor';

/**
 * The member's proof a change of a security setting asks (docs/decisions/046-no-way-around-the-second-person.md): its
 * fields, what they hold, and the check that says what is missing before anything is sent. `group`: the toasts'.
 */
export function useSecurityProof(group: string) {
  const [proof, setProof] = useState<SecurityProof>(EMPTY_PROOF);
  const [errors, setErrors] = useState<ReturnType<typeof proofIssues>>({});
  const usesAuthenticator = useTwoFactorStatus().data?.enabled === true;
  return {
    proof,
    /** Says what is missing; answers whether the proof may be sent. */
    check() {
      const issues = proofIssues(proof);
      setErrors(issues);
      return Object.keys(issues).length === 0;
    },
    reset() {
      setProof(EMPTY_PROOF);
      setErrors({});
    },
    fields: (
      <SecurityProofFields
        value={proof}
        onChange={setProof}
        usesAuthenticator={usesAuthenticator}
        sendCode={() => sendSecurityCode(group)}
        errors={errors}
      />
    ),
  };
}
