import type { ReactNode, SyntheticEvent } from 'react';

interface DisclosureProps {
  summary: ReactNode;
  /** The box's own look, beside its `group` (which turns the arrow when open). */
  className?: string;
  bodyClassName?: string;
  /** Held by the caller when it opens the box itself (a refused field inside). */
  open?: boolean;
  onToggle?: (event: SyntheticEvent<HTMLDetailsElement>) => void;
  children: ReactNode;
}

/**
 * Folded content under a summary with a turning arrow (a chart's figures, a form's rarer fields): a keyboard or
 * screen-reader user opens it like any disclosure.
 */
export function Disclosure({ summary, className, bodyClassName = 'mt-2', open, onToggle, children }: DisclosureProps) {
  return (
    <details open={open} onToggle={onToggle} className={className ? `group ${className}` : 'group'}>
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-1 text-sm font-semibold text-teal-300 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 [&::-webkit-details-marker]:hidden">
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-90"
          fill="currentColor"
        >
          <path d="M7.3 5.3a1 1 0 0 1 1.4 0l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4-1.4L10.6 10 7.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
        {summary}
      </summary>
      <div className={bodyClassName}>{children}</div>
    </details>
  );
}
