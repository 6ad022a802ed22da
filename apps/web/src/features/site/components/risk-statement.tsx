import { useTexts } from '@app/web-kit/i18n/texts';
import { SITE_SHARED_TEXTS } from '../shared-texts';

/** The plain risk statement every page that shows packages or incomes carries (docs/product.md#site). */
export function RiskStatement({ text }: { text: string }) {
  const { t } = useTexts(SITE_SHARED_TEXTS);
  return (
    <aside
      aria-label={t('site.risk')}
      className="rounded-2xl border border-amber-300/40 bg-amber-950/30 p-5 text-amber-50"
    >
      <p className="font-semibold">{t('site.riskLead')}</p>
      <p className="mt-1 text-sm text-amber-100/90">{text}</p>
    </aside>
  );
}
