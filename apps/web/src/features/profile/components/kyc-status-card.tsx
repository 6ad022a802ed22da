import type { KycStatus } from '@app/contract';
import type { KycStatusData } from '../../../api/get-kyc-status';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';

const STATUS: Record<KycStatus, { label: string; tone: BadgeTone; meaning: string }> = {
  none: {
    label: 'Not started',
    tone: 'slate',
    meaning: 'Send the form below once. Withdrawals may wait until your identity is verified.',
  },
  pending: {
    label: 'Waiting for review',
    tone: 'amber',
    meaning: 'We have your documents and review them shortly. We e-mail you the outcome.',
  },
  approved: {
    label: 'Approved',
    tone: 'green',
    meaning: 'Your identity is verified. Nothing more to do.',
  },
  rejected: {
    label: 'Not approved',
    tone: 'red',
    meaning: 'Please correct what the reason says and send the form again.',
  },
};

/** The member's identity check: its status, what it means, and the reason of a rejection. */
export function KycStatusCard({ state }: { state: KycStatusData }) {
  const status = STATUS[state.status];
  return (
    <Card aria-labelledby="kyc-status">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="kyc-status" className="text-lg font-semibold text-slate-50">
          Status
        </h2>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="mt-2 text-sm text-slate-300">{status.meaning}</p>
      {state.status === 'rejected' && state.reason && (
        <p className="mt-3 rounded-xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm break-words text-rose-100">
          Reason: {state.reason}
        </p>
      )}
      {state.submission && (
        <p className="mt-3 text-sm text-slate-400">
          Sent{' '}
          <time dateTime={state.submission.submittedAt} className="tabular-nums">
            {formatDateTime(state.submission.submittedAt)}
          </time>
          {state.submission.reviewedAt && (
            <>
              , reviewed{' '}
              <time dateTime={state.submission.reviewedAt} className="tabular-nums">
                {formatDateTime(state.submission.reviewedAt)}
              </time>
            </>
          )}
        </p>
      )}
    </Card>
  );
}
