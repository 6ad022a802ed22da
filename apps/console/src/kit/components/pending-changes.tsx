import type { ChangeSubject } from '@app/contract';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import { useSingleFlight } from '@app/web-kit/lib/single-flight';
import { notifyApiError, notifySuccess } from '@app/web-kit/lib/toast';
import type { ReactNode } from 'react';
import { useOperatorAccess } from '../api/operator-access';
import { type ChangeDecision, type PendingChange, useDecideChange, usePendingChanges } from '../api/pending-changes';
import { CONSOLE_TEXTS } from '../texts';
import { SecondReview } from './second-review';
import { TitledCard } from './titled-card';

/**
 * Approve and Reject for any owner but the one who asked, who sees it waiting instead (the server answers them 409).
 * The server's answer, either way, is a toast; one click sends one request.
 */
function ChangeActions({ change, label }: { change: PendingChange; label: string }) {
  const decide = useDecideChange();
  const flight = useSingleFlight();
  const act = (decision: ChangeDecision) =>
    void flight.run(async () => {
      try {
        const answer = await decide.mutateAsync({ id: change._id, decision });
        notifySuccess(answer.message);
      } catch (error) {
        notifyApiError(error);
      }
    });
  return (
    <SecondReview
      requestedById={change.requestedBy._id}
      request="change"
      what={label}
      acting={flight.busy ? decide.variables?.decision : undefined}
      busy={flight.busy}
      onReject={() => act('reject')}
      onApprove={() => act('approve')}
    />
  );
}

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
              {describe(change)}
              <ChangeActions change={change} label={asked} />
            </li>
          );
        })}
      </ul>
    </TitledCard>
  );
}
