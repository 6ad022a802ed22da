import { useTexts } from '../../i18n/texts';
import { Button } from './button';
import { Card } from './card';
import { LOAD_ERROR_TEXTS } from './texts';

/** A list or figure that did not load; `message` is the server's reason when it gave one (a bad filter). */
export function LoadError({ what, onRetry, message }: { what: string; onRetry: () => void; message?: string }) {
  const { t } = useTexts(LOAD_ERROR_TEXTS);
  return (
    <Card className="text-center">
      <p className="text-slate-200">{t('ui.loadError', { what })}</p>
      {message && (
        <p role="alert" className="mt-2 text-sm text-rose-300">
          {message}
        </p>
      )}
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('ui.tryAgain')}
      </Button>
    </Card>
  );
}
