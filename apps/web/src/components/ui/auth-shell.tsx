import type { ReactNode } from 'react';
import { CompanyTitleSlot } from '../company';
import { Card } from './card';

interface AuthShellProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthShell({ title, description, children, footer }: AuthShellProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <CompanyTitleSlot page={title} />
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-slate-50">{title}</h1>
        {description && <p className="mt-1.5 text-slate-300">{description}</p>}
        <div className="mt-6">{children}</div>
      </Card>
      {footer && <div className="mt-6 text-center text-slate-300">{footer}</div>}
    </div>
  );
}

export const textLinkClass =
  'rounded font-semibold text-teal-300 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';
