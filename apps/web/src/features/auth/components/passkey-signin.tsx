import type { LoginResponse } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { passkeyPromptIssue, useWebAuthnSupport } from '@app/web-kit/lib/passkey-browser';
import { errorMessage } from '@app/web-kit/lib/toast';
import { usePasskeySignin } from '../api/passkey-signin';
import { AUTH_TEXTS } from '../texts';

/**
 * "Sign in with a passkey", below the password form: the browser offers the site's passkeys and the one chosen signs
 * in, as a password would (`onSignedIn`). Shown only where the browser can use passkeys.
 */
export function PasskeySignin({ onSignedIn }: { onSignedIn: (response: LoginResponse) => void }) {
  const { t } = useTexts(AUTH_TEXTS);
  const isSupported = useWebAuthnSupport();
  const signin = usePasskeySignin();
  if (!isSupported) return null;
  const issue = signin.error ? passkeyPromptIssue(signin.error) : null;
  return (
    <div className="mt-4 space-y-3 border-t border-slate-800 pt-4">
      <Button
        variant="secondary"
        fullWidth
        loading={signin.isPending}
        onClick={() => signin.mutate(undefined, { onSuccess: onSignedIn })}
      >
        {t('auth.passkeySignin')}
      </Button>
      {issue === 'cancelled' ? (
        <p role="status" className="text-sm text-slate-300">
          {t('auth.passkeyCancelled')}
        </p>
      ) : (
        signin.error && (
          <p role="alert" className="text-sm font-medium text-rose-300">
            {issue ? t('auth.passkeyFailed') : errorMessage(signin.error)}
          </p>
        )
      )}
    </div>
  );
}
