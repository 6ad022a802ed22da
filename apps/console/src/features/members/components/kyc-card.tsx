import type { KycStatus } from '@app/contract';
import { Badge, type BadgeTone } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { errorMessage, notifySuccess } from '@app/web-kit/lib/toast';
import { useEffect, useState } from 'react';
import { Fact } from '../../../kit/components/fact';
import { FormAlert } from '../../../kit/components/form-alert';
import { dialogStateOf, refusalOf, usePageDialog } from '../../../kit/components/page-dialog';
import { RejectDialog } from '../../../kit/components/reject-dialog';
import { TitledCard } from '../../../kit/components/titled-card';
import { type MemberKyc, useKycDocument, useMemberKyc, useReviewKyc } from '../api/member-kyc';
import { CONSOLE_MEMBER_TEXTS } from '../texts';

const KYC_STATUS_KEY = {
  none: 'cmb.kycNone',
  pending: 'cmb.kycPending',
  approved: 'cmb.kycApproved',
  rejected: 'cmb.kycRejected',
} as const;

const KYC_STATUS_TONE: Record<KycStatus, BadgeTone> = {
  none: 'slate',
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
};

/** Each identity check status's badge, its label read when shown (docs/decisions/017-translations.md). */
export const KYC_STATUS_LABEL: Record<KycStatus, { label: string; tone: BadgeTone }> = Object.fromEntries(
  (Object.keys(KYC_STATUS_KEY) as KycStatus[]).map((status) => [
    status,
    {
      get label() {
        return textOf(CONSOLE_MEMBER_TEXTS, KYC_STATUS_KEY[status]);
      },
      tone: KYC_STATUS_TONE[status],
    },
  ]),
) as Record<KycStatus, { label: string; tone: BadgeTone }>;

function countryName(code: string, locale: string): string {
  try {
    return `${new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
}

/** The document fetched with the operator's token: an image shown, a PDF offered as a download only. */
function KycDocument({ memberId, submission }: { memberId: string; submission: NonNullable<MemberKyc['submission']> }) {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  const document = useKycDocument(memberId, submission._id);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!document.data) return;
    const objectUrl = URL.createObjectURL(document.data.blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [document.data]);

  if (document.isPending) return <p className="text-sm text-slate-400">{t('cmb.loadingDocument')}</p>;
  if (document.isError) return <FormAlert message={errorMessage(document.error)} />;
  if (!url || !document.data) return null;
  const isImage = submission.documentMime !== 'application/pdf';
  return (
    <div className="space-y-3">
      {isImage && (
        <img
          src={url}
          alt={t('cmb.documentAlt', { name: submission.fullName })}
          className="max-h-96 w-full rounded-xl border border-slate-800 bg-slate-950 object-contain"
        />
      )}
      <a
        href={url}
        download={document.data.fileName}
        className="inline-flex min-h-10 items-center rounded-lg text-sm font-medium text-teal-300 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
      >
        {t(isImage ? 'cmb.downloadImage' : 'cmb.downloadPdf', {
          size: formatNumber(Math.max(1, Math.round(submission.documentSize / 1024))),
        })}
      </a>
    </div>
  );
}

/** The member page's identity check: what was sent, the document, and Approve / Reject while it waits. */
export function KycCard({ memberId }: { memberId: string }) {
  const { t, locale } = useTexts(CONSOLE_MEMBER_TEXTS);
  const kyc = useMemberKyc(memberId);
  const review = useReviewKyc();
  const rejecting = usePageDialog<'reject'>([review]);
  const isRejecting = rejecting.open !== null;
  const state = kyc.data;
  const submission = state?.submission;

  return (
    <TitledCard
      id="member-kyc"
      title={t('cmb.identityCheck')}
      layout="center"
      aside={
        state ? <Badge tone={KYC_STATUS_LABEL[state.status].tone}>{KYC_STATUS_LABEL[state.status].label}</Badge> : null
      }
    >
      {kyc.isPending && <p className="mt-3 text-sm text-slate-400">{t('cmb.loading')}</p>}
      {kyc.isError && <FormAlert message={errorMessage(kyc.error)} />}
      {state && !submission && <p className="mt-3 text-sm text-slate-400">{t('cmb.kycNotSent')}</p>}
      {submission && (
        <div className="mt-4 grid gap-5 lg:grid-cols-2">
          <dl className="grid grid-cols-2 content-start gap-4">
            <Fact label={t('cmb.legalName')}>{submission.fullName}</Fact>
            <Fact label={t('cmb.dateOfBirth')}>{submission.dateOfBirth}</Fact>
            <Fact label={t('cmb.country')}>{countryName(submission.country, locale)}</Fact>
            <Fact label={t('cmb.document')}>{t(`cmb.${submission.documentType}`)}</Fact>
            <Fact label={t('cmb.number')}>{submission.documentNumber}</Fact>
            <Fact label={t('cmb.sent')}>
              <DateTime value={submission.submittedAt} />
            </Fact>
            {submission.reviewedAt && (
              <Fact label={t('cmb.reviewed')}>
                <DateTime value={submission.reviewedAt} />
              </Fact>
            )}
            {submission.reason && <Fact label={t('cmb.reason')}>{submission.reason}</Fact>}
          </dl>
          <KycDocument memberId={memberId} submission={submission} />
        </div>
      )}
      {submission?.status === 'pending' && (
        <div className="mt-5 space-y-3">
          {!isRejecting && <FormAlert message={refusalOf(review)} />}
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <Button
              loading={review.isPending && !isRejecting}
              disabled={review.isPending}
              onClick={() =>
                review.mutate(
                  { memberId, submissionId: submission._id },
                  { onSuccess: (response) => notifySuccess(response.message) },
                )
              }
            >
              {t('cmb.approve')}
            </Button>
            <Button variant="danger" disabled={review.isPending} onClick={() => rejecting.show('reject')}>
              {t('cmb.reject')}
            </Button>
          </div>
        </div>
      )}
      {submission && isRejecting && (
        <RejectDialog
          title={t('cmb.rejectTitle')}
          question={t('cmb.rejectQuestion', { name: submission.fullName })}
          {...dialogStateOf(review, rejecting.close)}
          onReject={(reason) =>
            review.mutate({ memberId, submissionId: submission._id, reason }, { onSuccess: rejecting.done })
          }
        />
      )}
    </TitledCard>
  );
}
