import type { ReactNode } from 'react';

interface PageHeaderProps {
  heading: string;
  /** None for an operator's edit, whose text starts right below its title. */
  intro?: string;
  /** A line above the heading: a category, a date. */
  eyebrow?: ReactNode;
}

export function PageHeader({ heading, intro, eyebrow }: PageHeaderProps) {
  return (
    <header className="max-w-3xl pt-10 pb-8 sm:pt-16">
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-teal-300">{eyebrow}</p>}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-50 sm:text-4xl">{heading}</h1>
      {intro !== undefined && <p className="mt-4 text-lg text-slate-300">{intro}</p>}
    </header>
  );
}
