// GET /adminApi/tickets/:_id/attachments/:attachmentId - one attachment, fetched with the operator's token and saved
import { KYC_DOCUMENT_MEDIA } from '@app/contract';
import { downloadFile } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';

export interface TicketAttachmentRef {
  ticketId: string;
  attachmentId: string;
  /** The name the member gave it: the saved file's name when the server names none. */
  name: string;
}

export function downloadTicketAttachment({ ticketId, attachmentId, name }: TicketAttachmentRef) {
  return downloadFile(adminRoutes.adminTicketAttachment, {
    params: { _id: ticketId, attachmentId },
    accept: KYC_DOCUMENT_MEDIA,
    fallbackName: name,
  });
}

export function useDownloadTicketAttachment() {
  return useMutation({ mutationFn: downloadTicketAttachment });
}
