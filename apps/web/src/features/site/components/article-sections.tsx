import type { ArticleSection } from '@app/web-kit/lib/site-content/types';

/** Headed sections of prose, shared by articles and blog posts. */
export function ArticleSections({
  sections,
  isNumbered = false,
}: {
  sections: ArticleSection[];
  isNumbered?: boolean;
}) {
  return (
    <div className="space-y-10">
      {sections.map((section, index) => (
        <section key={section.heading}>
          <h2 className="flex items-baseline gap-3 text-2xl font-bold text-slate-50">
            {isNumbered && (
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-teal-400 text-base text-slate-950">
                {index + 1}
              </span>
            )}
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-300">
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-300 marker:text-teal-400">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
