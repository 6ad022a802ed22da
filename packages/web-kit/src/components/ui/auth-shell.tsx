import { type ReactNode, useEffect, useRef } from 'react';
import { CompanyTitleSlot } from '../company';
import { Card } from './card';

interface AuthShellProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthShell({ title, description, children, footer }: AuthShellProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  // A new step (the code after the details) starts at its heading: the page was scrolled down to the submit
  // button, and the shorter step would leave its heading under the sticky header on a phone.
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [title]);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <CompanyTitleSlot page={title} />
      <Card>
        <h1 ref={headingRef} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-50">
          {title}
        </h1>
        {description && <p className="mt-1.5 text-slate-300">{description}</p>}
        <div className="mt-6">{children}</div>
      </Card>
      {footer && <div className="mt-6 text-center text-slate-300">{footer}</div>}
    </div>
  );
}

export const textLinkClass =
  'rounded font-semibold text-teal-300 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';
