import { useTexts } from '@app/web-kit/i18n/texts';
import { ConfirmDialog } from '../../../kit/components/console-dialog';
import type { DialogState } from '../../../kit/components/page-dialog';
import { CONSOLE_SUPPORT_TEXTS } from '../texts';

export function RemoveSavedReplyDialog({ title, ...dialog }: DialogState & { title: string; onConfirm: () => void }) {
  const { t } = useTexts(CONSOLE_SUPPORT_TEXTS);
  return (
    <ConfirmDialog title={t('csp.removeTitle', { title })} confirmLabel={t('csp.remove')} variant="danger" {...dialog}>
      <p className="mt-2 text-slate-300">{t('csp.removeText')}</p>
    </ConfirmDialog>
  );
}
