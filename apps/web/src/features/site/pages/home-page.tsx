import { Link } from 'react-router';
import { CompanyNameSlot, CompanyTitleSlot } from '../../../components/company';
import { buttonClasses } from '../../../components/ui/button-styles';
import { SECTION, TEXT_LINK } from '../../../components/ui/link-styles';
import { RISK_TEXT } from '../../../lib/site-content/risk-text';
import type { LiveBlock } from '../../../lib/site-content/types';
import { useSession } from '../../../lib/use-session';
import { CtaBand } from '../components/cta-band';
import { LiveBlockView } from '../components/live/live-block';
import { RiskStatement } from '../components/risk-statement';

// The home page keeps its own few lines of content: importing the page content modules would load them all.
// Its live sections load their code after the first paint (components/live/live-block.tsx).
const LIVE: LiveBlock[] = [
  {
    topic: 'packages',
    heading: 'Packages on sale now',
    text: 'Each package has a price, a daily rate and a term in paid days. You buy it whole from your Electronic Wallet; your order keeps these terms.',
  },
  {
    topic: 'incomes',
    heading: 'How you earn',
    text: 'Daily profit from your packages, and level, direct and reward income from your team of three levels, with the shares the operator has set now.',
  },
  {
    topic: 'money',
    heading: 'Deposits and withdrawals',
    text: 'USDT on BEP-20 in and out. Deposits are checked before they are credited; withdrawals are confirmed by an e-mailed code and paid by an operator.',
  },
];

function MemberLinks() {
  const { isSignedIn } = useSession();
  if (isSignedIn) {
    return (
      <Link to="/my" className={buttonClasses('primary')}>
        Go to my account
      </Link>
    );
  }
  return (
    <>
      <Link to="/register" className={buttonClasses('primary')}>
        Sign up
      </Link>
      <Link to="/login" className={buttonClasses('secondary')}>
        Log in
      </Link>
    </>
  );
}

export function HomePage() {
  return (
    <>
      <CompanyTitleSlot page="USDT packages and team income" />
      <section className="bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.16),transparent_55%)]">
        <div className={`${SECTION} py-16 sm:py-24`}>
          <p className="min-h-5 text-sm font-semibold tracking-widest text-teal-300 uppercase">
            <CompanyNameSlot />
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-50 sm:text-5xl">
            USDT packages with a daily profit, and income from your team.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-300">
            Sign up with a referral code, deposit USDT on BEP-20, buy a package and claim its daily profit. Earn level,
            direct and reward income as your team grows. Withdraw with a code sent to your e-mail.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <MemberLinks />
          </div>
          <p className="mt-4 text-sm text-slate-400">
            Returns are not guaranteed and you can lose money.{' '}
            <Link to="/risk-disclosure" className={TEXT_LINK}>
              Read the risk disclosure
            </Link>
          </p>
        </div>
      </section>
      <div className={`${SECTION} space-y-16 pb-16`}>
        {LIVE.map((block) => (
          <LiveBlockView key={block.topic} block={block} />
        ))}
        <RiskStatement text={RISK_TEXT} />
        <CtaBand
          heading="Questions before you start?"
          text="The FAQ answers when you can withdraw, what a package does at the end of its term, fees and minimums."
          action={{ to: '/faq', label: 'Read the FAQ' }}
        />
      </div>
    </>
  );
}
