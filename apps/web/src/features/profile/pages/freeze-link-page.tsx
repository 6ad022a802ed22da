import { AuthShell, textLinkClass } from '@app/web-kit/components/ui/auth-shell';
import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage } from '@app/web-kit/lib/toast';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useFreezeByLink } from '../api/freeze-by-link';
import { FREEZE_LINK_TEXTS } from '../freeze-link-texts';

/** The log-in page's "Forgot password" (app/routes.tsx). */
const FORGOT_PASSWORD_PATH = '/forget-Password';

/**
 * /freeze-account/:token (FREEZE_LINK_PATH): the "This wasn't me" link of a security alert
 * (docs/product.md#security-activity). Nothing happens on opening it (a mail scanner may open links): the member
 * presses the button, and the account's withdrawals and transfers freeze and every session ends. Works without
 * signing in; the answer, or the refusal of a used or expired link, is the page's own content.
 */
export function FreezeLinkPage() {
  const { t } = useTexts(FREEZE_LINK_TEXTS);
  const { token = '' } = useParams();
  const freeze = useFreezeByLink();
  const done = useRef<HTMLParagraphElement>(null);

  // The button goes once the account is frozen: the focus moves to the answer rather than being lost with it.
  useEffect(() => {
    if (freeze.isSuccess) done.current?.focus();
  }, [freeze.isSuccess]);

  return (
    <AuthShell title={t('frl.title')}>
      {freeze.isSuccess ? (
        <div className="space-y-4">
          <p
            ref={done}
            tabIndex={-1}
            role="status"
            className="rounded-xl border border-teal-400/40 bg-teal-500/10 px-4 py-3 text-sm text-teal-100 focus:outline-none"
          >
            {freeze.data.message}
          </p>
          <Link to={FORGOT_PASSWORD_PATH} className={textLinkClass}>
            {t('frl.forgot')}
          </Link>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-slate-300">{t('frl.intro')}</p>
          <p className="text-slate-300">{t('frl.what')}</p>
          {freeze.isError && (
            <>
              <p
                role="alert"
                className="rounded-xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm font-medium text-rose-200"
              >
                {errorMessage(freeze.error)}
              </p>
              <p className="flex flex-wrap gap-x-6 gap-y-2">
                <Link to="/login" className={textLinkClass}>
                  {t('frl.login')}
                </Link>
                <Link to={FORGOT_PASSWORD_PATH} className={textLinkClass}>
                  {t('frl.forgot')}
                </Link>
              </p>
            </>
          )}
          <Button variant="danger" fullWidth once loading={freeze.isPending} onClick={() => freeze.mutate(token)}>
            {t('frl.freeze')}
          </Button>
        </div>
      )}
    </AuthShell>
  );
}
