import { MSG } from '@app/contract';
import { sendOnce } from '@app/web-kit/lib/repeat-refusal';

/**
 * A withdrawal request, of income or capital, is verified once: "already submitted" after this page's own lost verify
 * of it is that verify.
 */
export function verifyRequestOnce<Answer>(requestId: string, verify: () => Promise<Answer>) {
  return sendOnce(verify, {
    key: `withdrawal:${requestId}`,
    refusal: MSG.withdrawalAlreadyVerified,
    success: MSG.withdrawalSubmitted,
  });
}
