import { Badge } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { SavedReplyRow } from '../api/get-saved-replies';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';

interface SavedReplyItemProps {
  reply: SavedReplyRow;
  /** Absent for a role that reads saved replies only. */
  onEdit?: () => void;
  onRemove?: () => void;
}

const ACTION = 'min-h-10 px-4 text-sm';

/** One saved reply: its title, its English text, the languages it lacks, who changed it last; Edit and Remove. */
export function SavedReplyItem({ reply, onEdit, onRemove }: SavedReplyItemProps) {
  const { t, tx } = useTexts(CONSOLE_SUPPORT_TEXTS);
  const changedAt = <DateTime value={reply.updatedAt} />;
  const missing = (['es', 'hi'] as const).filter((language) => !reply.texts[language].trim());
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words text-slate-50">{reply.title}</h3>
        {missing.length > 0 && (
          <p className="flex flex-wrap gap-2">
            {missing.map((language) => (
              <Badge key={language} tone="slate">
                {t('csp.missing', { language: t(language === 'es' ? 'csp.lang.es' : 'csp.lang.hi') })}
              </Badge>
            ))}
          </p>
        )}
      </div>
      <p className="mt-2 line-clamp-3 whitespace-pre-wrap break-words text-sm text-slate-300">{reply.texts.en}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-400">
          {reply.updatedBy
            ? tx('csp.updatedBy', { name: reply.updatedBy.fullName, when: changedAt })
            : tx('csp.updated', { when: changedAt })}
        </p>
        {(onEdit || onRemove) && (
          <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
            {onRemove && (
              <Button
                variant="secondary"
                className={ACTION}
                aria-label={t('csp.removeLabel', { title: reply.title })}
                onClick={onRemove}
              >
                {t('csp.remove')}
              </Button>
            )}
            {onEdit && (
              <Button
                variant="secondary"
                className={ACTION}
                aria-label={t('csp.editLabel', { title: reply.title })}
                onClick={onEdit}
              >
                {t('csp.edit')}
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
