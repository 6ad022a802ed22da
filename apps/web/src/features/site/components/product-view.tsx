import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { SECTION } from '../../../components/ui/link-styles';
import type { ProductPage } from '../../../lib/site-content/types';
import { ArtTile } from './art-tile';
import { SampleNote } from './sample-note';

export function ProductView({ page }: { page: ProductPage }) {
  return (
    <div className={`${SECTION} grid gap-10 pt-10 pb-16 sm:pt-16 lg:grid-cols-2`}>
      <div className="h-fit lg:sticky lg:top-24">
        <ArtTile tone={page.art} isWide className="rounded-3xl" />
      </div>
      <div>
        <p className="text-sm font-semibold tracking-wide text-teal-300">Shop · Network security</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-50 sm:text-4xl">{page.heading}</h1>
        <p className="mt-3 text-lg text-slate-300">{page.intro}</p>
        <p className="mt-6 text-3xl font-bold text-slate-50">{page.price}</p>
        {page.sampleNote && <SampleNote text={page.sampleNote} />}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to="/cart" className={buttonClasses('primary')}>
            See it in the sample cart
          </Link>
          <Link to="/shop" className={buttonClasses('secondary')}>
            Back to shop
          </Link>
        </div>
        {page.description.map((paragraph) => (
          <p key={paragraph} className="mt-6 text-slate-300">
            {paragraph}
          </p>
        ))}
        <h2 className="mt-8 text-lg font-semibold text-slate-50">Highlights</h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-300 marker:text-teal-400">
          {page.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
        <h2 className="mt-8 text-lg font-semibold text-slate-50">Specifications</h2>
        <dl className="mt-3 divide-y divide-slate-800 rounded-2xl border border-slate-800">
          {page.specs.map((spec) => (
            <div key={spec.label} className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-slate-400">{spec.label}</dt>
              <dd className="text-right text-slate-100">{spec.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
