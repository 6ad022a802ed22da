import { Badge } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { type ReactNode, useId } from 'react';
import { useOperatorProfile } from '../api/get-operator-profile';
import { CONSOLE_TEXTS } from '../texts';
import { FormAlert } from './form-alert';

export type Decision = 'approve' | 'reject';

/** How the waiting note and the buttons' names word each kind of request. */
const WORDS = {
  credit: {
    waiting: 'con.waitingSecond',
    youAsked: 'con.youAsked',
    rejectLabel: 'con.rejectLabel',
    approveLabel: 'con.approveLabel',
  },
  change: {
    waiting: 'con.change.waiting',
    youAsked: 'con.change.youAsked',
    rejectLabel: 'con.change.rejectLabel',
    approveLabel: 'con.change.approveLabel',
  },
} as const;

interface SecondReviewProps {
  /** The operator who asked: a second one decides, so they see it waiting (the API refuses them too). */
  requestedById: string;
  /** A credit above the limit, or an owner's guarded change. */
  request: keyof typeof WORDS;
  /** What the buttons act on, in their names for screen readers. */
  what: string;
  /** An element on the page whose text says what the buttons act on: their names read it after their own word. */
  whatId?: string;
  /** The decision on its way, if one is: its button spins. */
  acting: Decision | undefined;
  /** A decision is on its way: neither button takes another click until it is answered. */
  busy: boolean;
  onReject: () => void;
  onApprove: () => void;
  /** The server's refusal of the last decision, above the buttons; none where the flow toasts it. */
  error?: string | null;
  className?: string;
  /** What a decision opens (the approval's dialog). */
  children?: ReactNode;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A request that waits for a second pair of eyes (a credit above the limit, a guarded setting): Reject and Approve for
 * any operator but the one who asked, who sees it waiting instead. Nothing shows until the profile says who is signed
 * in, so the one who asked is never offered buttons the server would refuse.
 */
export function SecondReview({
  requestedById,
  request,
  what,
  whatId,
  acting,
  busy,
  onReject,
  onApprove,
  error,
  className,
  children,
}: SecondReviewProps) {
  const { t } = useTexts(CONSOLE_TEXTS);
  const { data: me } = useOperatorProfile();
  const words = WORDS[request];
  const rejectId = useId();
  const approveId = useId();
  // Named by the text on the page when there is one ("Approve" and what changes), else by `what`.
  const named = (id: string, label: string) =>
    whatId ? { 'aria-labelledby': `${id} ${whatId}` } : { 'aria-label': label };
  if (!me) return null;
  if (me._id === requestedById) {
    return (
      <p className={classes(className, 'text-sm text-amber-200')}>
        <Badge tone="amber">{t(words.waiting)}</Badge> {t(words.youAsked)}
      </p>
    );
  }
  return (
    <div className={classes(className, 'space-y-3')}>
      <FormAlert message={error} />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button
          variant="secondary"
          className="min-h-10 px-4 text-sm"
          loading={acting === 'reject'}
          disabled={busy}
          {...named(rejectId, t(words.rejectLabel, { what }))}
          onClick={onReject}
        >
          <span id={rejectId}>{t('con.reject')}</span>
        </Button>
        <Button
          className="min-h-10 px-4 text-sm"
          loading={acting === 'approve'}
          disabled={busy}
          {...named(approveId, t(words.approveLabel, { what }))}
          onClick={onApprove}
        >
          <span id={approveId}>{t('con.approve')}</span>
        </Button>
      </div>
      {children}
    </div>
  );
}
