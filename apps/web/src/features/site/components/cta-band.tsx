import type { PageLink } from '@app/web-kit/lib/site-content/types';
import { Link } from 'react-router';

/** The teal call-to-action band that closes the landing pages. */
export function CtaBand({ heading, text, action }: { heading: string; text: string; action: PageLink }) {
  return (
    <section className="rounded-3xl bg-teal-400 px-6 py-10 text-slate-950 sm:px-10">
      <h2 className="text-2xl font-bold">{heading}</h2>
      <p className="mt-2 max-w-2xl text-slate-900">{text}</p>
      <Link
        to={action.to}
        className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-slate-950 px-5 font-semibold text-slate-50 hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-950 focus-visible:ring-offset-2 focus-visible:ring-offset-teal-400"
      >
        {action.label}
      </Link>
    </section>
  );
}
