// GET /adminApi/members/:_id/kyc - the member's identity check; GET .../kyc/document - its document (operators only);
// POST .../kyc/approve and .../kyc/reject - the review (audited, the member is mailed)
import { KYC_DOCUMENT_MEDIA } from '@app/contract';
import { callApi, fetchFile } from '@app/web-kit/lib/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_AUDIT_KEY, ADMIN_KYC_KEY, ADMIN_MEMBERS_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

export async function getMemberKyc(memberId: string) {
  const response = await callApi(adminRoutes.adminMemberKyc, { params: { _id: memberId } });
  return response.data;
}

export function memberKycQuery(memberId: string) {
  return queryOptions({ queryKey: [...ADMIN_KYC_KEY, memberId], queryFn: () => getMemberKyc(memberId) });
}

export function useMemberKyc(memberId: string) {
  return useQuery(memberKycQuery(memberId));
}

export type MemberKyc = Awaited<ReturnType<typeof getMemberKyc>>;

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
  const queryClient = useQueryClient();
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: reviewKyc,
    onSuccess: (response, review) => {
      queryClient.setQueryData(memberKycQuery(review.memberId).queryKey, response.data);
      readAgain(ADMIN_MEMBERS_KEY, ADMIN_AUDIT_KEY);
    },
  });
}
