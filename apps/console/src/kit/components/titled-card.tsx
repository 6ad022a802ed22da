import { Card } from '@app/web-kit/components/ui/card';
import type { ReactNode } from 'react';

/** How a heading sits with what stands at its right: a state in words, a badge, a button, a filter. */
const HEAD_ROW = {
  baseline: 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1',
  center: 'flex flex-wrap items-center justify-between gap-3',
  /** The badge right after the title, not pushed to the far side. */
  inline: 'flex flex-wrap items-center gap-3',
  top: 'flex flex-wrap items-start justify-between gap-3',
  bottom: 'flex flex-wrap items-end justify-between gap-3',
} as const;

export type HeadLayout = keyof typeof HEAD_ROW;

interface CardHeadingProps {
  /** The heading's id, which names the card (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** What the card is for, under the title. */
  note?: ReactNode;
  noteClassName?: string;
  /**
   * At the title's right: the card's state, or what acts on it. Left out, the title stands alone; null or false keeps
   * the row for a state that shows later.
   */
  aside?: ReactNode;
  layout?: HeadLayout;
}

/** A console card's heading, with its note under it and what stands at its right. */
export function CardHeading(props: CardHeadingProps) {
  const { id, title, note, noteClassName = 'mt-1 text-sm text-slate-400', aside, layout = 'baseline' } = props;
  const heading = (
    <h2 id={id} className="text-lg font-semibold text-slate-50">
      {title}
    </h2>
  );
  const noteLine = note && <p className={noteClassName}>{note}</p>;
  if (aside === undefined) {
    return (
      <>
        {heading}
        {noteLine}
      </>
    );
  }
  return (
    <div className={HEAD_ROW[layout]}>
      {note ? (
        <div>
          {heading}
          {noteLine}
        </div>
      ) : (
        heading
      )}
      {aside}
    </div>
  );
}

interface TitledCardProps extends CardHeadingProps {
  className?: string;
  children: ReactNode;
}

/** A card named by its heading. */
export function TitledCard({ className, children, ...heading }: TitledCardProps) {
  return (
    <Card aria-labelledby={heading.id} className={className}>
      <CardHeading {...heading} />
      {children}
    </Card>
  );
}
