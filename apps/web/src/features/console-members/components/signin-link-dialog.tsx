import { MSG, type SigninLink } from '@app/contract';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/format';
import { ADMIN_DIALOG_WIDTH_PX, DialogActions } from '../../console/components/dialog-actions';
import { FormAlert } from '../../console/components/form-alert';

interface SigninLinkDialogProps {
  member: { fullName: string };
  /** The link once created: its path on this origin and when it stops working. */
  link: SigninLink | undefined;
  isCreating: boolean;
  error: string | null;
  onCreate: () => void;
  onClose: () => void;
}

/** Creates a one-time sign-in link for a member and shows it to copy (docs/product.md#accounts). */
export function SigninLinkDialog({ member, link, isCreating, error, onCreate, onClose }: SigninLinkDialogProps) {
  const url = link ? `${window.location.origin}${link.url}` : '';
  return (
    <Dialog title="Sign-in link" onClose={isCreating ? () => {} : onClose} maxWidthPx={ADMIN_DIALOG_WIDTH_PX}>
      <p className="mt-2 break-words text-slate-200">
        A link that signs whoever opens it in as {member.fullName}. It works once, within 5 minutes, and both creating
        and using it are written to the audit log under your name.
      </p>
      {link && (
        <div className="mt-4 space-y-2">
          <div className="flex items-center gap-1 rounded-xl border border-slate-700 bg-slate-950/60 pl-3">
            <output aria-label="Sign-in link" className="min-w-0 flex-1 font-mono text-sm break-all text-teal-200">
              {url}
            </output>
            <CopyButton
              text={url}
              copiedMessage={MSG.signinLinkCopied}
              failedMessage={`${MSG.copyFailed} ${url}`}
              label="Copy sign-in link"
            />
          </div>
          <p className="text-sm text-slate-300">
            Works until{' '}
            <time dateTime={link.expiresAt} className="tabular-nums">
              {formatDateTime(link.expiresAt)}
            </time>
            .
          </p>
        </div>
      )}
      <div className="mt-4 empty:hidden">
        <FormAlert message={error} />
      </div>
      {link ? (
        <div className="mt-5 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : (
        <DialogActions onCancel={onClose} isBusy={isCreating}>
          <Button onClick={onCreate} loading={isCreating}>
            Create link
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
