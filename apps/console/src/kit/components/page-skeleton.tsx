import type { ReactNode } from 'react';

/** A skeleton's grey bar; its size comes with it (`h-6 w-32`). */
export const SKELETON_BAR = 'rounded-lg bg-slate-800';

/** A page's placeholder while it loads: pulsing, busy, and named for a screen reader. */
export function PageSkeleton({
  label,
  gap = 'space-y-5',
  children,
}: {
  label: string;
  gap?: string;
  children: ReactNode;
}) {
  return (
    <section aria-busy="true" aria-label={label} className={`animate-pulse ${gap}`}>
      {children}
    </section>
  );
}

interface CardSkeletonProps {
  /** The title bar's width: `w-32`. */
  titleWidth: string;
  /** The grid of the card's boxes: `gap-3 sm:grid-cols-2`. */
  grid: string;
  boxes: number;
  /** Each box's height: `h-24`. */
  boxHeight: string;
}

/** A card's placeholder: its title, then its figures or fields as grey boxes. */
export function CardSkeleton({ titleWidth, grid, boxes, boxHeight }: CardSkeletonProps) {
  return (
    <div className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/80 p-5 sm:p-7">
      <div className={`${SKELETON_BAR} h-6 ${titleWidth}`} />
      <div className={`grid ${grid}`}>
        {Array.from({ length: boxes }, (_, box) => box).map((box) => (
          <div key={box} className={`${SKELETON_BAR} ${boxHeight}`} />
        ))}
      </div>
    </div>
  );
}
