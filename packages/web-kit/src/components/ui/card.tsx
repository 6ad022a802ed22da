import type { HTMLAttributes } from 'react';

export function Card({ className = '', children, ...rest }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={`rounded-2xl border border-slate-800 bg-slate-900/80 p-5 shadow-xl shadow-black/20 sm:p-7 ${className}`}
      {...rest}
    >
      {children}
    </section>
  );
}
