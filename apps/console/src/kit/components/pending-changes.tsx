import { type ChangeSubject, OPERATORS_MSG } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { TextAreaField } from '@app/web-kit/components/ui/text-area-field';
import { translateMessage } from '@app/web-kit/i18n/current';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { useSingleFlight } from '@app/web-kit/lib/single-flight';
import { errorMessage, notifyApiError, notifySuccess } from '@app/web-kit/lib/toast';
import { type ReactNode, useState } from 'react';
import { useOperatorAccess } from '../api/operator-access';
import { type ChangeDecision, type PendingChange, useDecideChange, usePendingChanges } from '../api/pending-changes';
import { CONSOLE_TEXTS } from '../texts';
import { FormAlert } from './form-alert';
import { SecondReview } from './second-review';
import { TitledCard } from './titled-card';

/**
 * Approve and Reject for any owner but the one who asked, who sees it waiting instead (the server answers them 409).
 * Each asks again before it is sent: Approve for a confirmation, Reject for the reason every operator is mailed. The
 * buttons are named by the change's own text on the page (`whatId`). The server's answer is a toast, and a refusal
 * also stays in the card; one click sends one request.
 */
function ChangeActions({ change, label, whatId }: { change: PendingChange; label: string; whatId: string }) {
  const { t } = useTexts(CONSOLE_TEXTS);
  const decide = useDecideChange();
  const flight = useSingleFlight();
  const [confirming, setConfirming] = useState<ChangeDecision | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const open = (decision: ChangeDecision) => {
    setProblem(null);
    setConfirming(decision);
  };
  const send = (decision: ChangeDecision) => {
    if (decision === 'reject' && !reasonFits(reason)) {
      setProblem(translateMessage(OPERATORS_MSG.changeReasonRequired));
      return;
    }
    void flight.run(async () => {
      try {
        const answer = await decide.mutateAsync({ id: change._id, decision, reason: reason.trim() });
        notifySuccess(answer.message);
        setConfirming(null);
      } catch (error) {
        setProblem(errorMessage(error));
        notifyApiError(error);
      }
    });
  };
  return (
    <SecondReview
      requestedById={change.requestedBy._id}
      request="change"
      what={label}
      whatId={whatId}
      acting={flight.busy ? decide.variables?.decision : undefined}
      busy={flight.busy}
      onReject={() => open('reject')}
      onApprove={() => open('approve')}
    >
      {confirming && (
        <form
          noValidate
          className="space-y-3 rounded-xl border border-slate-700 bg-slate-900 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            send(confirming);
          }}
        >
          <p className="text-sm font-medium text-slate-100">
            {t(confirming === 'approve' ? 'con.change.confirmApprove' : 'con.change.confirmReject')}
          </p>
          {confirming === 'reject' && (
            <TextAreaField
              label={t('con.change.reason')}
              rows={2}
              maxLength={500}
              value={reason}
              autoFocus
              onChange={(event) => setReason(event.target.value)}
            />
          )}
          <FormAlert message={problem} />
          <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
            <Button
              type="button"
              variant="secondary"
              className="min-h-10 px-4 text-sm"
              onClick={() => setConfirming(null)}
            >
              {t('con.change.cancel')}
            </Button>
            <Button
              type="submit"
              variant={confirming === 'reject' ? 'danger' : 'primary'}
              className="min-h-10 px-4 text-sm"
              loading={flight.busy}
              autoFocus={confirming === 'approve'}
            >
              {t(confirming === 'approve' ? 'con.change.yesApprove' : 'con.change.yesReject')}
            </Button>
          </div>
        </form>
      )}
    </SecondReview>
  );
}

/** A reason the server keeps: 3 to 500 characters once trimmed. */
const reasonFits = (reason: string) => reason.trim().length >= 3 && reason.trim().length <= 500;

interface PendingChangesProps {
  subject: ChangeSubject;
  title: string;
  note: string;
  /** What the change does, as the reviewer reads it: each value from and to, in the area's words. */
  describe: (change: PendingChange) => ReactNode;
}

/**
 * The changes of one kind waiting for a second owner (docs/decisions/035-dual-control.md): who asked and when, until
 * when it may be decided, what it changes and the decision. Shown only while some wait, to a role that may list them.
 */
export function PendingChanges({ subject, title, note, describe }: PendingChangesProps) {
  const { t } = useTexts(CONSOLE_TEXTS);
  const { mayCall } = useOperatorAccess();
  const canList = mayCall('adminSettingChanges');
  const changes = usePendingChanges(subject, canList);
  if (!canList || changes.isPending) return null;
  if (changes.isError && !changes.data) {
    return <LoadError what={t('con.change.thePending')} onRetry={() => void changes.refetch()} />;
  }
  const docs = changes.data?.docs ?? [];
  if (docs.length === 0) return null;
  const headingId = `pending-${subject}`;
  return (
    <TitledCard id={headingId} title={title} note={note} className="border-amber-400/40">
      <ul className="mt-4 space-y-3">
        {docs.map((change) => {
          const asked = t('con.change.askedBy', {
            name: change.requestedBy.fullName,
            time: formatDateTime(change.requestedAt),
          });
          return (
            <li key={change._id} className="space-y-3 rounded-xl border border-amber-400/30 bg-slate-950/60 p-4">
              <p className="text-sm text-slate-300">
                <span>{asked}</span> ·{' '}
                <span>{t('con.change.expires', { time: formatDateTime(change.expiresAt) })}</span>
              </p>
              <div id={`change-${change._id}`}>{describe(change)}</div>
              <ChangeActions change={change} label={asked} whatId={`change-${change._id}`} />
            </li>
          );
        })}
      </ul>
    </TitledCard>
  );
}
