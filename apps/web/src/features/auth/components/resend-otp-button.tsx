import { OTP_RESEND_COOLDOWN_SECONDS } from '@app/contract';
import { textLinkClass } from '@app/web-kit/components/ui/auth-shell';
import { Spinner } from '@app/web-kit/components/ui/spinner';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useT } from '@app/web-kit/i18n/use-t';
import { formatNumber } from '@app/web-kit/lib/format';
import { useState } from 'react';
import { AUTH_TEXTS } from '../texts';
import { useCountdown } from './use-countdown';

interface ResendOtpButtonProps {
  /** Resolves true when a new OTP went out, which restarts the cooldown. */
  onResend: () => Promise<boolean>;
}

export function ResendOtpButton({ onResend }: ResendOtpButtonProps) {
  const { remaining, restart } = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const [isSending, setIsSending] = useState(false);
  const { t } = useT();

  async function resend() {
    setIsSending(true);
    const isSent = await onResend().finally(() => setIsSending(false));
    if (isSent) restart();
  }

  const texts = useTexts(AUTH_TEXTS);
  const isWaiting = remaining > 0;
  return (
    <button
      type="button"
      onClick={resend}
      disabled={isWaiting || isSending}
      className={`${textLinkClass} inline-flex items-center gap-2 disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline`}
    >
      {isSending && <Spinner className="size-4" />}
      {t('otp.resend')}
      {isWaiting && <span className="tabular-nums">{texts.t('auth.wait', { count: formatNumber(remaining) })}</span>}
    </button>
  );
}
