import { MSG, type SigninLink } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { CopyButton } from '@app/web-kit/components/ui/copy-button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { ConsoleDialog, Decision } from '../../../kit/components/console-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import { CONSOLE_MEMBER_TEXTS } from '../texts';

interface SigninLinkDialogProps extends DialogState {
  member: { fullName: string };
  /** The link once created: its path on this origin and when it stops working. */
  link: SigninLink | undefined;
  onCreate: () => void;
}

/** Creates a one-time sign-in link for a member and shows it to copy (docs/product.md#accounts). */
export function SigninLinkDialog({ member, link, isBusy, error, onCreate, onClose }: SigninLinkDialogProps) {
  const { t, tx } = useTexts(CONSOLE_MEMBER_TEXTS);
  const url = link ? `${window.location.origin}${link.url}` : '';
  return (
    <ConsoleDialog title={t('cmb.signinLink')} isBusy={isBusy} onClose={onClose}>
      <p className="mt-2 break-words text-slate-200">
        {t('cmb.signinNote', { name: member.fullName, minutes: formatNumber(5) })}
      </p>
      {link && (
        <div className="mt-4 space-y-2">
          <div className="flex items-center gap-1 rounded-xl border border-slate-700 bg-slate-950/60 pl-3">
            <output
              aria-label={t('cmb.signinLink')}
              className="min-w-0 flex-1 font-mono text-sm break-all text-teal-200"
            >
              {url}
            </output>
            <CopyButton
              text={url}
              copiedMessage={MSG.signinLinkCopied}
              failedMessage={`${MSG.copyFailed} ${url}`}
              label={t('cmb.copySigninLink')}
            />
          </div>
          <p className="text-sm text-slate-300">
            {tx('cmb.worksUntil', {
              time: <DateTime value={link.expiresAt} />,
            })}
          </p>
        </div>
      )}
      {link ? (
        <div className="mt-5 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('cmb.close')}
          </Button>
        </div>
      ) : (
        <Decision error={error} isBusy={isBusy} onCancel={onClose} label={t('cmb.createLink')} onClick={onCreate} />
      )}
    </ConsoleDialog>
  );
}
