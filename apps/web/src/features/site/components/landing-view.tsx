import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { LabelledSection } from '@app/web-kit/components/ui/labelled-section';
import { PANEL, SECTION } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import type { LandingPage } from '@app/web-kit/lib/site-content/types';
import { Link } from 'react-router';
import { SITE_TEXTS } from '../texts';
import { ArtTile } from './art-tile';
import { CtaBand } from './cta-band';
import { LiveBlockView } from './live/live-block';
import { RiskStatement } from './risk-statement';
import { SiteIcon } from './site-icon';

function HeroText({ page, isCentered = false }: { page: LandingPage; isCentered?: boolean }) {
  return (
    <div className={isCentered ? 'mx-auto max-w-3xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-semibold tracking-widest text-teal-300 uppercase">{page.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-50 sm:text-5xl">{page.heading}</h1>
      <p className="mt-5 text-lg text-slate-300">{page.intro}</p>
      <div className={`mt-8 flex flex-col gap-3 sm:flex-row ${isCentered ? 'sm:justify-center' : ''}`}>
        {page.actions.map((action, index) => (
          <Link key={action.to} to={action.to} className={buttonClasses(index === 0 ? 'primary' : 'secondary')}>
            {action.label}
          </Link>
        ))}
      </div>
    </div>
  );
}

function LandingHero({ page }: { page: LandingPage }) {
  if (page.variant === 'split') {
    return (
      <section className={`${SECTION} grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2`}>
        <HeroText page={page} />
        <ArtTile tone={page.art} isWide className="rounded-3xl" />
      </section>
    );
  }
  if (page.variant === 'banner') {
    return (
      <section className={`${SECTION} pt-8`}>
        <div className="relative overflow-hidden rounded-3xl border border-slate-800">
          <ArtTile tone={page.art} isWide isCover className="absolute inset-0 opacity-40" />
          <div className="relative bg-slate-950/60 px-6 py-14 sm:px-12 sm:py-20">
            <HeroText page={page} />
          </div>
        </div>
      </section>
    );
  }
  if (page.variant === 'minimal') {
    return (
      <section className={`${SECTION} border-b border-slate-800 py-14 sm:py-20`}>
        <div className="border-l-4 border-teal-400 pl-6">
          <HeroText page={page} />
        </div>
      </section>
    );
  }
  return (
    <section className="bg-[radial-gradient(ellipse_at_top,rgba(45,212,191,0.18),transparent_60%)] py-14 sm:py-24">
      <div className={SECTION}>
        <HeroText page={page} isCentered />
      </div>
    </section>
  );
}

export function LandingView({ page }: { page: LandingPage }) {
  const { t } = useTexts(SITE_TEXTS);
  return (
    <>
      <LandingHero page={page} />
      <div className={`${SECTION} space-y-16 py-14`}>
        <LabelledSection
          titleId="landing-features"
          title={page.features.heading}
          titleClassName="text-2xl font-bold text-slate-50"
        >
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {page.features.items.map((item) => (
              <li key={item.title} className={`${PANEL} p-6`}>
                <span className="grid size-11 place-items-center rounded-xl bg-teal-400/10 text-teal-300">
                  <SiteIcon name={item.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-50">{item.title}</h3>
                <p className="mt-2 text-slate-300">{item.text}</p>
              </li>
            ))}
          </ul>
        </LabelledSection>
        {page.steps && (
          <LabelledSection
            titleId="landing-steps"
            title={page.steps.heading}
            titleClassName="text-2xl font-bold text-slate-50"
          >
            <ol className="mt-6 grid gap-4 md:grid-cols-4">
              {page.steps.items.map((step, index) => (
                <li key={step.title} className="border-t-2 border-teal-400 pt-4">
                  <p className="text-sm font-semibold text-teal-300">
                    {t('site.step', { number: formatNumber(index + 1) })}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold text-slate-50">{step.title}</h3>
                  <p className="mt-2 text-slate-300">{step.text}</p>
                </li>
              ))}
            </ol>
          </LabelledSection>
        )}
        {page.live?.map((block) => (
          <LiveBlockView key={block.topic} block={block} />
        ))}
        <RiskStatement text={page.risk} />
        {page.stats && (
          <LabelledSection
            titleId="landing-stats"
            title={t('site.byTheNumbers')}
            titleClassName="text-xl font-bold text-slate-50"
            className={`${PANEL} p-6 sm:p-8`}
          >
            <dl className="mt-6 grid gap-6 sm:grid-cols-3">
              {page.stats.map((stat) => (
                <div key={stat.label}>
                  <dt className="text-sm text-slate-400">{stat.label}</dt>
                  <dd className="mt-1 text-3xl font-bold text-teal-300">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </LabelledSection>
        )}
        <CtaBand {...page.cta} />
      </div>
    </>
  );
}
