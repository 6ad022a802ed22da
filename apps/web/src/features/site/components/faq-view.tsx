import { TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { FaqPage } from '@app/web-kit/lib/site-content/types';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE_TEXTS } from '../texts';
import { FaqFigures } from './faq-figures';
import { SitePageFrame } from './site-page-frame';

/** One question as a native disclosure: the question opens its answer. */
export function FaqQuestion({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group px-5 sm:px-6">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 [&::-webkit-details-marker]:hidden">
        {question}
        <svg
          viewBox="0 0 20 20"
          width="20"
          height="20"
          aria-hidden="true"
          className="shrink-0 text-teal-300 transition group-open:rotate-45"
        >
          <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      {children}
    </details>
  );
}

export const FAQ_LIST = 'max-w-3xl divide-y divide-slate-800 rounded-2xl border border-slate-800 bg-slate-900/60';

export function FaqContact() {
  const { t } = useTexts(SITE_TEXTS);
  return (
    <p className="mt-8 text-slate-300">
      {t('site.stillQuestion')}{' '}
      <Link to="/contactForm" className={TEXT_LINK}>
        {t('site.contactUs')}
      </Link>
    </p>
  );
}

export function FaqView({ page }: { page: FaqPage }) {
  return (
    <SitePageFrame page={page}>
      <div className={FAQ_LIST}>
        {page.questions.map((item) => (
          <FaqQuestion key={item.question} question={item.question}>
            <p className="pb-5 text-slate-300">{item.answer}</p>
            {item.figures && <FaqFigures figures={item.figures} />}
          </FaqQuestion>
        ))}
      </div>
      <FaqContact />
    </SitePageFrame>
  );
}
