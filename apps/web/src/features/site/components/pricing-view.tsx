import { SECTION } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { PricingPage } from '@app/web-kit/lib/site-content/types';
import { SITE_TEXTS } from '../texts';
import { LiveBlockView } from './live/live-block';
import { PageHeader } from './page-header';
import { RiskStatement } from './risk-statement';

/** The packages on sale now, from the server, with what their figures mean: no plan of its own. */
export function PricingView({ page }: { page: PricingPage }) {
  const { t } = useTexts(SITE_TEXTS);
  return (
    <div className={`${SECTION} space-y-10 pb-16`}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <LiveBlockView
        block={{
          topic: 'packages',
          heading: t('site.packagesOnSaleNow'),
          text: page.notes[0] ?? '',
          buy: page.buy,
          detailed: page.detailed,
        }}
      />
      <ul className="max-w-3xl list-disc space-y-2 pl-5 text-slate-300">
        {page.notes.slice(1).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <RiskStatement text={page.risk} />
      <p className="text-sm text-slate-400">{page.footnote}</p>
    </div>
  );
}
