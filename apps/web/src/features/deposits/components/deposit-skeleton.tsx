import { Card } from '@app/web-kit/components/ui/card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { DEPOSIT_TEXTS } from '../texts';

const bar = 'rounded-lg bg-slate-800';

export function DepositSkeleton() {
  const { t } = useTexts(DEPOSIT_TEXTS);
  return (
    <section aria-busy="true" aria-label={t('dep.loadingDetails')} className="grid animate-pulse gap-6 lg:grid-cols-2">
      <Card>
        <div className={`${bar} h-6 w-1/2`} />
        <div className="mx-auto mt-5 size-48 rounded-2xl bg-slate-800" />
        <div className={`${bar} mt-5 h-12`} />
      </Card>
      <Card className="space-y-4">
        <div className={`${bar} h-6 w-1/2`} />
        <div className={`${bar} h-12`} />
        <div className={`${bar} h-12`} />
        <div className={`${bar} h-12`} />
        <div className={`${bar} h-11 w-40`} />
      </Card>
    </section>
  );
}
