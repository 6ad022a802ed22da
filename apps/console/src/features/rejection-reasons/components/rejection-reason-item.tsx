import { type RejectionReasonRow, textIn } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { CONSOLE_REASON_TEXTS } from '../texts';

interface RejectionReasonItemProps {
  reason: RejectionReasonRow;
  /** Absent for a role that reads the reasons only, and on a retired reason. */
  onEdit?: () => void;
  onRetire?: () => void;
}

const ACTION = 'min-h-10 px-4 text-sm';

/** One kept reason: its text in the console's language, what it is for, the languages it lacks; Edit and Retire. */
export function RejectionReasonItem({ reason, onEdit, onRetire }: RejectionReasonItemProps) {
  const { t, locale } = useTexts(CONSOLE_REASON_TEXTS);
  const text = textIn(reason.texts, locale);
  const missing = (['es', 'hi'] as const).filter((language) => !reason.texts[language]);
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words text-slate-50">{text}</h3>
        <p className="flex flex-wrap gap-2">
          <Badge tone="slate">{t(`crr.for.${reason.for}`)}</Badge>
          {reason.retiredAt && <Badge tone="amber">{t('crr.retired')}</Badge>}
          {missing.map((language) => (
            <Badge key={language} tone="slate">
              {t('crr.missing', { language: t(language === 'es' ? 'crr.lang.es' : 'crr.lang.hi') })}
            </Badge>
          ))}
        </p>
      </div>
      {(onEdit || onRetire) && (
        <div className="mt-3 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          {onRetire && (
            <Button variant="secondary" className={ACTION} onClick={onRetire}>
              {t('crr.retire')}
              <span className="sr-only"> {text}</span>
            </Button>
          )}
          {onEdit && (
            <Button variant="secondary" className={ACTION} onClick={onEdit}>
              {t('crr.edit')}
              <span className="sr-only"> {text}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
