import { SHELL_MSG } from '@app/contract';
import { translateMessage } from '@app/web-kit/i18n/current';
import { useT } from '@app/web-kit/i18n/use-t';
import { isSessionEndedMarked, unmarkSessionEnded } from '@app/web-kit/lib/storage';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/use-session';

/**
 * After a 401 ended the session (expired, revoked, blocked), the page the browser lands on says why, until the
 * visitor dismisses it or signs in again. A member's own log-out leaves no mark, so nothing is said.
 */
export function SessionEndedNotice() {
  const { t } = useT();
  const [shown, setShown] = useState(isSessionEndedMarked);
  const { isSignedIn } = useSession();

  // Said once: a reload of the page does not repeat it.
  useEffect(() => {
    if (shown) unmarkSessionEnded();
  }, [shown]);

  if (!shown || isSignedIn) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4">
      <div
        role="status"
        className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-amber-100"
      >
        <p className="min-w-0 flex-1 font-medium">{translateMessage(SHELL_MSG.unauthenticated)}</p>
        <div className="flex items-center gap-3">
          <Link
            to="/login"
            className="rounded font-semibold text-amber-200 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-200"
          >
            {t('app.logIn')}
          </Link>
          <button
            type="button"
            onClick={() => setShown(false)}
            className="rounded px-2 py-1 text-sm text-amber-200 hover:bg-amber-400/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-200"
          >
            {t('app.dismiss')}
          </button>
        </div>
      </div>
    </div>
  );
}
