import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Card } from './card';

interface TitledCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading's id: the card is named by its heading. */
  titleId: string;
  title: ReactNode;
  /** Added to the heading's own classes (a margin below it). */
  titleClassName?: string;
  /** For a form that moves focus to its heading when it opens. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** Shown at the heading's right (a link, a badge); `asideWraps` lets it go under the heading on a narrow screen. */
  aside?: ReactNode;
  asideWraps?: boolean;
}

/** A card that opens with its heading, the heading naming it. */
export function TitledCard({
  titleId,
  title,
  titleClassName = '',
  titleRef,
  aside,
  asideWraps = false,
  children,
  ...rest
}: TitledCardProps) {
  const heading = (
    <h2
      id={titleId}
      ref={titleRef}
      tabIndex={titleRef ? -1 : undefined}
      className={`${titleClassName} text-lg font-semibold text-slate-50`.trim()}
    >
      {title}
    </h2>
  );
  return (
    <Card aria-labelledby={titleId} {...rest}>
      {aside ? (
        <div className={`flex ${asideWraps ? 'flex-wrap ' : ''}items-center justify-between gap-3`}>
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}
