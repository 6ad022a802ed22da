import type { HTMLAttributes, ReactNode } from 'react';

interface LabelledSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading's id: the section is named by its heading. */
  titleId: string;
  title: ReactNode;
  titleClassName?: string;
  /** A section inside another one heads itself with an h3. */
  level?: 2 | 3;
}

/** A section that opens with the heading naming it. */
export function LabelledSection({
  titleId,
  title,
  titleClassName = 'text-lg font-semibold text-slate-50',
  level = 2,
  children,
  ...rest
}: LabelledSectionProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section aria-labelledby={titleId} {...rest}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
