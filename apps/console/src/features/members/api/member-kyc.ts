// GET /adminApi/members/:_id/kyc - the member's identity check; GET .../kyc/document - its document (operators only);
// POST .../kyc/approve and .../kyc/reject - the review (audited, the member is mailed)
import { KYC_DOCUMENT_MEDIA } from '@app/contract';
import { type ApiData, callApi, fetchFile } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_AUDIT_KEY, ADMIN_KYC_KEY, ADMIN_MEMBERS_KEY } from '../../../kit/api/query-keys';
import { useStoreAnswer } from '../../../kit/api/read-again';

export function memberKycQuery(memberId: string) {
  return apiQuery([...ADMIN_KYC_KEY, memberId], adminRoutes.adminMemberKyc, { params: { _id: memberId } });
}

export function useMemberKyc(memberId: string) {
  return useQuery(memberKycQuery(memberId));
}

export type MemberKyc = ApiData<typeof adminRoutes.adminMemberKyc>;

/** The document's bytes, fetched with the operator's token (an <img src> could not send it). */
export function fetchKycDocument(memberId: string) {
  return fetchFile(adminRoutes.adminMemberKycDocument, {
    params: { _id: memberId },
    accept: KYC_DOCUMENT_MEDIA,
    fallbackName: 'identity-document',
  });
}

export function useKycDocument(memberId: string, submissionId: string | undefined) {
  return useQuery({
    queryKey: [...ADMIN_KYC_KEY, memberId, 'document', submissionId],
    queryFn: () => fetchKycDocument(memberId),
    enabled: Boolean(submissionId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export interface KycReview {
  memberId: string;
  submissionId: string;
  /** Absent: approve; present: reject with this reason. */
  reason?: string;
}

export function reviewKyc({ memberId, submissionId, reason }: KycReview) {
  return reason === undefined
    ? callApi(adminRoutes.adminMemberKycApprove, { params: { _id: memberId }, body: { submissionId } })
    : callApi(adminRoutes.adminMemberKycReject, { params: { _id: memberId }, body: { submissionId, reason } });
}

export function useReviewKyc() {
  const store = useStoreAnswer(ADMIN_MEMBERS_KEY, ADMIN_AUDIT_KEY);
  return useMutation({
    mutationFn: reviewKyc,
    onSuccess: (response, review) => store(memberKycQuery(review.memberId).queryKey, response.data),
  });
}
