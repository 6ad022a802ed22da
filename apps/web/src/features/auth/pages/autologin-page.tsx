import { AuthShell, textLinkClass } from '@app/web-kit/components/ui/auth-shell';
import { useTexts } from '@app/web-kit/i18n/texts';
import { hasSession, setSession } from '@app/web-kit/lib/storage';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { autoSignin } from '../api/auto-signin';
import { AUTH_TEXTS } from '../texts';

/** /autologin/:id: spends the one-time link an operator made; a browser already signed in goes home untouched. */
export function AutologinPage() {
  const { t } = useTexts(AUTH_TEXTS);
  const { id = '' } = useParams();
  const [signedIn] = useState(hasSession);
  const [error, setError] = useState<string | null>(null);
  // The link works once: StrictMode's second run of the effect must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (signedIn || sent.current) return;
    sent.current = true;
    autoSignin(id).then(
      (response) => {
        setSession(response, response.data.role === 'Vendor');
        window.location.assign('/');
      },
      (failure: unknown) => setError(errorMessage(failure)),
    );
  }, [id, signedIn]);

  if (signedIn) return <Navigate to="/" replace />;
  return (
    <AuthShell title={t('auth.signingIn')}>
      {error ? (
        <div className="space-y-4">
          <p
            role="alert"
            className="rounded-xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm font-medium text-rose-200"
          >
            {error}
          </p>
          <Link to="/login" className={textLinkClass}>
            {t('auth.goToLogin')}
          </Link>
        </div>
      ) : (
        <p role="status" aria-busy="true" className="text-slate-300">
          {t('auth.checkingLink')}
        </p>
      )}
    </AuthShell>
  );
}
