import { CompanyNameSlot, CompanyTitleSlot } from '@app/web-kit/components/company';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { SECTION, TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { LiveBlock } from '@app/web-kit/lib/site-content/types';
import { Link } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { CtaBand } from '../components/cta-band';
import { LiveBlockView } from '../components/live/live-block';
import { RiskStatement } from '../components/risk-statement';
import { SITE_HOME_TEXTS } from '../home-texts';

// The home page keeps its own few lines of content: importing the page content modules would load them all.
// Its live sections load their code after the first paint (components/live/live-block.tsx).
type HomeText = (key: keyof typeof SITE_HOME_TEXTS & string) => string;

const liveBlocks = (t: HomeText): LiveBlock[] => [
  { topic: 'packages', heading: t('site.home.packagesHeading'), text: t('site.home.packagesText') },
  { topic: 'incomes', heading: t('site.home.incomesHeading'), text: t('site.home.incomesText') },
  { topic: 'money', heading: t('site.home.moneyHeading'), text: t('site.home.moneyText') },
];

function MemberLinks() {
  const { isSignedIn } = useSession();
  const { t } = useTexts(SITE_HOME_TEXTS);
  if (isSignedIn) {
    return (
      <Link to="/my" className={buttonClasses('primary')}>
        {t('site.home.myAccount')}
      </Link>
    );
  }
  return (
    <>
      <Link to="/register" className={buttonClasses('primary')}>
        {t('site.home.signUp')}
      </Link>
      <Link to="/login" className={buttonClasses('secondary')}>
        {t('site.home.logIn')}
      </Link>
    </>
  );
}

export function HomePage() {
  const { t } = useTexts(SITE_HOME_TEXTS);
  return (
    <>
      <CompanyTitleSlot page={t('site.home.title')} />
      <section className="bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.16),transparent_55%)]">
        <div className={`${SECTION} py-16 sm:py-24`}>
          <p className="min-h-5 text-sm font-semibold tracking-widest text-teal-300 uppercase">
            <CompanyNameSlot />
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-50 sm:text-5xl">
            {t('site.home.heading')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-300">{t('site.home.intro')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <MemberLinks />
          </div>
          <p className="mt-4 text-sm text-slate-400">
            {t('site.home.noGuarantee')}{' '}
            <Link to="/risk-disclosure" className={TEXT_LINK}>
              {t('site.home.readRisk')}
            </Link>
          </p>
        </div>
      </section>
      <div className={`${SECTION} space-y-16 pb-16`}>
        {liveBlocks(t).map((block) => (
          <LiveBlockView key={block.topic} block={block} />
        ))}
        <RiskStatement text={t('site.home.risk')} />
        <CtaBand
          heading={t('site.home.ctaHeading')}
          text={t('site.home.ctaText')}
          action={{ to: '/faq', label: t('site.home.ctaAction') }}
        />
      </div>
    </>
  );
}
