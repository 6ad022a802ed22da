import type { ReactNode } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useOperatorProfile } from '../api/get-operator-profile';
import { FormAlert } from './form-alert';

export type Decision = 'approve' | 'reject';

interface SecondReviewProps {
  /** The operator who asked: a second one decides, so they see it waiting (the API refuses them too). */
  requestedById: string;
  texts: {
    waiting: string;
    youAsked: string;
    reject: string;
    approve: string;
    /** The buttons' names for screen readers, naming what they act on. */
    rejectLabel: string;
    approveLabel: string;
  };
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
  texts,
  acting,
  busy,
  onReject,
  onApprove,
  error,
  className,
  children,
}: SecondReviewProps) {
  const { data: me } = useOperatorProfile();
  if (!me) return null;
  if (me._id === requestedById) {
    return (
      <p className={classes(className, 'text-sm text-amber-200')}>
        <Badge tone="amber">{texts.waiting}</Badge> {texts.youAsked}
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
          aria-label={texts.rejectLabel}
          onClick={onReject}
        >
          {texts.reject}
        </Button>
        <Button
          className="min-h-10 px-4 text-sm"
          loading={acting === 'approve'}
          disabled={busy}
          aria-label={texts.approveLabel}
          onClick={onApprove}
        >
          {texts.approve}
        </Button>
      </div>
      {children}
    </div>
  );
}
