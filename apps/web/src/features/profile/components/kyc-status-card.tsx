import type { KycStatus } from '@app/contract';
import { Badge, type BadgeTone } from '@app/web-kit/components/ui/badge';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import type { KycStatusData } from '../../../api/get-kyc-status';
import { KYC_TEXTS } from '../kyc-texts';

type KycKey = keyof typeof KYC_TEXTS;

const STATUS: Record<KycStatus, { label: KycKey; tone: BadgeTone; meaning: KycKey }> = {
  none: {
    label: 'kyc.none',
    tone: 'slate',
    meaning: 'kyc.noneMeaning',
  },
  pending: {
    label: 'kyc.pending',
    tone: 'amber',
    meaning: 'kyc.pendingMeaning',
  },
  approved: {
    label: 'kyc.approved',
    tone: 'green',
    meaning: 'kyc.approvedMeaning',
  },
  rejected: {
    label: 'kyc.rejected',
    tone: 'red',
    meaning: 'kyc.rejectedMeaning',
  },
};

/** The member's identity check: its status, what it means, and the reason of a rejection. */
export function KycStatusCard({ state }: { state: KycStatusData }) {
  const { t, tx } = useTexts(KYC_TEXTS);
  const status = STATUS[state.status];
  return (
    <TitledCard
      titleId="kyc-status"
      title={t('kyc.status')}
      aside={<Badge tone={status.tone}>{t(status.label)}</Badge>}
      asideWraps
    >
      <p className="mt-2 text-sm text-slate-300">{t(status.meaning)}</p>
      {state.status === 'rejected' && state.reason && (
        <p className="mt-3 rounded-xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm break-words text-rose-100">
          {t('kyc.reason', { reason: state.reason })}
        </p>
      )}
      {state.submission && (
        <p className="mt-3 text-sm text-slate-400">
          {tx('kyc.sent', {
            when: (
              <time dateTime={state.submission.submittedAt} className="tabular-nums">
                {formatDateTime(state.submission.submittedAt)}
              </time>
            ),
          })}
          {state.submission.reviewedAt &&
            tx('kyc.reviewed', {
              when: (
                <time dateTime={state.submission.reviewedAt} className="tabular-nums">
                  {formatDateTime(state.submission.reviewedAt)}
                </time>
              ),
            })}
        </p>
      )}
    </TitledCard>
  );
}
