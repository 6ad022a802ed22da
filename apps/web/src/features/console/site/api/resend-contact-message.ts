// POST /adminApi/contacts/:_id/resend - mails a message whose mail failed to the contact address again (audited)
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminRoutes } from '../../kit/api/admin-routes';
import { ADMIN_CONTACTS_KEY } from './get-contact-messages';

export function resendContactMessage(messageId: string) {
  return callApi(adminRoutes.adminContactResend, { params: { _id: messageId } });
}

export function useResendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendContactMessage,
    // After a failure too: "mailed already" means the row on screen is out of date.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_CONTACTS_KEY }),
  });
}
