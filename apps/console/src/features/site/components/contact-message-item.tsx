import { Badge } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime } from '@app/web-kit/lib/format';
import type { ContactMessage } from '../api/get-contact-messages';
import { CONSOLE_SITE_TEXTS } from '../texts';

interface ContactMessageItemProps {
  message: ContactMessage;
  isResending: boolean;
  onResend: (message: ContactMessage) => void;
}

/** One /contactForm message in full: the visitor's text as typed (plain text, line breaks and spaces kept). */
export function ContactMessageItem({ message, isResending, onResend }: ContactMessageItemProps) {
  const { t } = useTexts(CONSOLE_SITE_TEXTS);
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-50">{message.name}</p>
          <a
            href={`mailto:${message.email}`}
            className="text-sm break-all text-teal-300 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
          >
            {message.email}
          </a>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {message.mailed ? (
            <Badge tone="green">{t('csite.mailed')}</Badge>
          ) : (
            <Badge tone="red">{t('csite.mailFailed')}</Badge>
          )}
          <DateTime value={message.createdAt} className="text-sm text-slate-400" />
        </div>
      </div>
      <p className="mt-3 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3 text-sm whitespace-pre-wrap break-words text-slate-200">
        {message.description}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-400">
        <p>
          {message.mailedAt
            ? t('csite.mailedAt', { time: formatDateTime(message.mailedAt) })
            : t('csite.mailFailedNote')}
        </p>
        {!message.mailed && (
          <Button
            variant="secondary"
            loading={isResending}
            onClick={() => onResend(message)}
            aria-label={t('csite.resendFrom', { name: message.name })}
          >
            {t('csite.resend')}
          </Button>
        )}
      </div>
    </li>
  );
}
