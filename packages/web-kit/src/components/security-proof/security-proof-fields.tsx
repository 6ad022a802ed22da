import { MSG, type SecurityProofBody } from '@app/contract';
import { useState } from 'react';
import { translateMessage } from '../../i18n/current';
import { useT } from '../../i18n/use-t';
import { Button } from '../ui/button';
import { PasswordField } from '../ui/password-field';
import { TextField } from '../ui/text-field';

// What a change of a security setting asks beside the session (docs/decisions/046-no-way-around-the-second-person.md):
// the password and the current second factor, the authenticator's code when two-factor is on, else a code the
// server mails on "E-mail me the code". One set of fields for every such change of the members' app and the console.

export type SecurityProof = SecurityProofBody;

export const EMPTY_PROOF: SecurityProof = { password: '', securityCode: '' };

/** What is missing, in the contract's words; empty when both are there (the server checks them). */
export function proofIssues(proof: SecurityProof): Partial<Record<keyof SecurityProof, string>> {
  return {
    ...(proof.password ? {} : { password: translateMessage(MSG.oldPasswordRequired) }),
    ...(proof.securityCode.trim() ? {} : { securityCode: translateMessage(MSG.securityCodeRequired) }),
  };
}

export function SecurityProofFields(props: {
  value: SecurityProof;
  onChange: (proof: SecurityProof) => void;
  /** Two-factor on: its code is asked and nothing is mailed. */
  usesAuthenticator: boolean;
  /** Asks the server to mail the code; a refusal throws, and the side's toast shows why. */
  sendCode: () => Promise<unknown>;
  errors?: Partial<Record<keyof SecurityProof, string>>;
}) {
  const { t } = useT();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const { value, onChange, errors } = props;
  async function send() {
    setSending(true);
    try {
      await props.sendCode();
      setSent(true);
    } catch {
      // The toast says why (a code asked again too soon, say).
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-300">
        {t('security.note', { from: t(props.usesAuthenticator ? 'security.fromApp' : 'security.fromMail') })}
      </p>
      <PasswordField
        label={t('security.password')}
        autoComplete="current-password"
        value={value.password}
        error={errors?.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
      />
      <TextField
        label={t(props.usesAuthenticator ? 'security.codeApp' : 'security.codeMail')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={20}
        value={value.securityCode}
        error={errors?.securityCode}
        onChange={(event) => onChange({ ...value, securityCode: event.target.value })}
      />
      {!props.usesAuthenticator && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" loading={sending} onClick={send}>
            {t('security.send')}
          </Button>
          {sent && (
            <p role="status" className="text-sm text-slate-300">
              {t('security.sent')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The fields with what they hold and the check that says what is missing before anything is sent; each app hands in
 * whether the account uses an authenticator and how its code is mailed.
 */
export function useSecurityProofFields(options: { usesAuthenticator: boolean; sendCode: () => Promise<unknown> }) {
  const [proof, setProof] = useState<SecurityProof>(EMPTY_PROOF);
  const [errors, setErrors] = useState<ReturnType<typeof proofIssues>>({});
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
        usesAuthenticator={options.usesAuthenticator}
        sendCode={options.sendCode}
        errors={errors}
      />
    ),
  };
}
