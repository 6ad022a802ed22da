import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import type { Plan, PricingPage } from '../content/types';
import { SECTION } from './link-styles';
import { PageHeader } from './page-header';

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li
      className={`flex flex-col rounded-2xl border p-6 sm:p-8 ${
        plan.isFeatured
          ? 'border-teal-400 bg-teal-400/5 shadow-xl shadow-teal-950/40'
          : 'border-slate-800 bg-slate-900/60'
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-50">{plan.name}</h2>
        {plan.isFeatured && <span className="text-sm font-semibold text-teal-300">Most chosen</span>}
      </div>
      <p className="mt-2 text-slate-300">{plan.text}</p>
      <p className="mt-6">
        <span className="text-4xl font-bold text-slate-50">{plan.price}</span>{' '}
        <span className="text-slate-400">{plan.period}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-slate-300">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg
              viewBox="0 0 20 20"
              width="20"
              height="20"
              aria-hidden="true"
              className="mt-0.5 shrink-0 text-teal-300"
            >
              <path d="m5 10 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      <Link to={plan.action.to} className={buttonClasses(plan.isFeatured ? 'primary' : 'secondary', 'mt-8 w-full')}>
        {plan.action.label}
      </Link>
    </li>
  );
}

export function PricingView({ page }: { page: PricingPage }) {
  return (
    <div className={`${SECTION} pb-16`}>
      <PageHeader heading={page.heading} intro={page.intro} sampleNote={page.sampleNote} />
      <ul className="grid gap-5 lg:grid-cols-3">
        {page.plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-400">{page.footnote}</p>
    </div>
  );
}
