// GET /sellerApi/tickets/:_id/attachments/:attachmentId (vendor twin) - one attachment, fetched with the session's
// token and saved under its name
import type { TicketAttachment } from '@app/contract';
import { downloadFile } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation } from '@tanstack/react-query';

export function downloadTicketAttachment({ ticketId, attachment }: { ticketId: string; attachment: TicketAttachment }) {
  return downloadFile(routes.ticketAttachment, {
    params: { _id: ticketId, attachmentId: attachment._id },
    accept: attachment.mime,
    fallbackName: attachment.name,
  });
}

export function useDownloadTicketAttachment() {
  return useMutation({ mutationFn: downloadTicketAttachment, onError: apiErrorIn('ticket') });
}
