// POST /adminApi/contacts/:_id/resend - mails a message whose mail failed to the contact address again (audited)

import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useReadAgain } from '../../../kit/api/read-again';
import { ADMIN_CONTACTS_KEY } from './get-contact-messages';

export function resendContactMessage(messageId: string) {
  return callApi(adminRoutes.adminContactResend, { params: { _id: messageId } });
}

export function useResendContactMessage() {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: resendContactMessage,
    // After a failure too: "mailed already" means the row on screen is out of date.
    onSettled: () => readAgain(ADMIN_CONTACTS_KEY),
  });
}
