import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useSession } from '../../../lib/use-session';
import { CtaBand } from '../components/cta-band';
import { PANEL, SECTION, TEXT_LINK } from '../components/link-styles';
import { SampleNote } from '../components/sample-note';
import { SiteIcon } from '../components/site-icon';
import type { Feature } from '../content/types';

// The home page keeps its own few lines of content: importing the page content modules would load them all.
const SERVICES: (Feature & { to: string })[] = [
  {
    icon: 'code',
    title: 'Custom software',
    text: 'Web and mobile apps built around the people who use them.',
    to: '/services-details',
  },
  {
    icon: 'cloud',
    title: 'Cloud and infrastructure',
    text: 'Migrations and platforms that stay fast and affordable.',
    to: '/home-2',
  },
  {
    icon: 'shield',
    title: 'Cybersecurity',
    text: 'Find and fix the weak spots before an attacker does.',
    to: '/home-3',
  },
  { icon: 'chart', title: 'Data and AI', text: 'Reliable data platforms, dashboards and forecasts.', to: '/home-4' },
  {
    icon: 'support',
    title: 'Managed IT support',
    text: 'A help desk and on-call engineers who know your systems.',
    to: '/membership-levels',
  },
  { icon: 'users', title: 'Training', text: 'Courses that let your team run what we build together.', to: '/courses' },
];

const STATS = [
  { value: '12 years', label: 'Building and running business software' },
  { value: '300+', label: 'Projects delivered' },
  { value: '24/7', label: 'Support for critical systems' },
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
      <Link to="/login" className={buttonClasses('primary')}>
        Log in
      </Link>
      <Link to="/register" className={buttonClasses('secondary')}>
        Sign up
      </Link>
    </>
  );
}

export function HomePage() {
  return (
    <>
      <title>NexaTech · Technology solutions</title>
      <section className="bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.16),transparent_55%)]">
        <div className={`${SECTION} py-16 sm:py-24`}>
          <p className="text-sm font-semibold tracking-widest text-teal-300 uppercase">NexaTech</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-50 sm:text-5xl">
            Technology solutions that help your business grow in the digital world.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-300">
            We deliver innovative, secure and future-ready technology solutions for businesses of every size.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <MemberLinks />
          </div>
          <p className="mt-4 text-sm text-slate-400">
            Members: your packages, income and team are in your account.{' '}
            <Link to="/services-1" className={TEXT_LINK}>
              Or explore our services
            </Link>
          </p>
        </div>
      </section>
      <div className={`${SECTION} space-y-16 pb-16`}>
        <section aria-labelledby="home-services">
          <h2 id="home-services" className="text-2xl font-bold text-slate-50">
            What we do
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map((service) => (
              <li key={service.title} className={`${PANEL} p-6`}>
                <span className="grid size-11 place-items-center rounded-xl bg-teal-400/10 text-teal-300">
                  <SiteIcon name={service.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold">
                  <Link to={service.to} className={TEXT_LINK}>
                    {service.title}
                  </Link>
                </h3>
                <p className="mt-2 text-slate-300">{service.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="home-stats" className={`${PANEL} p-6 sm:p-8`}>
          <h2 id="home-stats" className="text-xl font-bold text-slate-50">
            NexaTech in numbers
          </h2>
          <dl className="mt-6 grid gap-6 sm:grid-cols-3">
            {STATS.map((stat) => (
              <div key={stat.label}>
                <dt className="text-sm text-slate-400">{stat.label}</dt>
                <dd className="mt-1 text-3xl font-bold text-teal-300">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <SampleNote text="These figures are sample data." />
        </section>
        <CtaBand
          heading="Let's build what your business needs next"
          text="Tell us about your project. A lead engineer replies within one working day."
          action={{ to: '/contactForm', label: 'Contact us' }}
        />
      </div>
    </>
  );
}
