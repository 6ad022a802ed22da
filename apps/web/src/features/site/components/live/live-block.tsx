import { LabelledSection } from '@app/web-kit/components/ui/labelled-section';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { LiveBlock } from '@app/web-kit/lib/site-content/types';
import { lazy, Suspense } from 'react';
import { LiveLoading } from './live-state';
import { SITE_LIVE_STATE_TEXTS } from './state-texts';

// The live figures come after the first paint: their code loads in its own chunk, so the page's first chunk stays
// small (the home route's JavaScript is measured).
const VIEWS = {
  packages: lazy(() => import('./live-packages').then((module) => ({ default: module.LivePackages }))),
  incomes: lazy(() => import('./live-incomes').then((module) => ({ default: module.LiveIncomes }))),
  money: lazy(() => import('./live-money-rules').then((module) => ({ default: module.LiveMoneyRules }))),
};

/** A section of live figures (packages, income rules, money rules) under its heading and plain explanation. */
export function LiveBlockView({ block }: { block: LiveBlock }) {
  const id = `live-${block.topic}`;
  const { t } = useTexts(SITE_LIVE_STATE_TEXTS);
  const view =
    block.topic === 'packages' ? (
      <VIEWS.packages buy={block.buy} detailed={block.detailed} />
    ) : block.topic === 'incomes' ? (
      <VIEWS.incomes />
    ) : (
      <VIEWS.money />
    );
  return (
    <LabelledSection titleId={id} title={block.heading} titleClassName="text-2xl font-bold text-slate-50">
      <p className="mt-2 max-w-3xl text-slate-300">{block.text}</p>
      <Suspense fallback={<LiveLoading label={t('site.live.loadingBlock', { what: block.heading.toLowerCase() })} />}>
        {view}
      </Suspense>
    </LabelledSection>
  );
}
