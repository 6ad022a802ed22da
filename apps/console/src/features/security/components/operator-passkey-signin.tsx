import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { passkeyPromptIssue, useWebAuthnSupport } from '@app/web-kit/lib/passkey-browser';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../kit/components/form-alert';
import { useOperatorPasskeySignin } from '../api/operator-passkeys';
import { CONSOLE_SECURITY_TEXTS } from '../texts';

/**
 * "Sign in with a passkey", under the password form: no e-mail, password or code; the passkey is both factors
 * (docs/decisions/042-passkeys.md). Shown only where the browser can use passkeys.
 */
export function OperatorPasskeySignin() {
  const { t } = useTexts(CONSOLE_SECURITY_TEXTS);
  const navigate = useNavigate();
  const isSupported = useWebAuthnSupport();
  const signin = useOperatorPasskeySignin();
  if (!isSupported) return null;
  const issue = signin.error ? passkeyPromptIssue(signin.error) : null;
  const signIn = () =>
    signin.mutate(undefined, {
      onSuccess: (response) => {
        notifySuccess(response.message);
        void navigate('/admin', { replace: true });
      },
    });
  return (
    <div className="mt-4 space-y-3 border-t border-slate-800 pt-4">
      <Button variant="secondary" fullWidth loading={signin.isPending} onClick={signIn}>
        {t('csec.passkeySignin')}
      </Button>
      {issue === 'cancelled' ? (
        <p role="status" className="text-sm text-slate-300">
          {t('csec.passkeyCancelled')}
        </p>
      ) : (
        <FormAlert message={signin.error ? (issue ? t('csec.passkeyFailed') : errorMessage(signin.error)) : null} />
      )}
    </div>
  );
}
