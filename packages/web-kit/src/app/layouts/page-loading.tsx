import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../i18n/use-t';

export function PageLoading() {
  const { t } = useT();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-950">
      <Spinner label={t('app.loading')} className="size-8 text-teal-300" />
    </div>
  );
}
