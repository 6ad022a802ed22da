import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface LinkListItem {
  to: string;
  label: string;
  /** Shown at the right of the row, e.g. a count. */
  trailing?: ReactNode;
}

/** Full-width rows of links with a chevron, the way a phone settings list looks. */
export function LinkList({ label, items }: { label: string; items: LinkListItem[] }) {
  return (
    <ul aria-label={label} className="-mx-2 divide-y divide-slate-800">
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            className="flex min-h-12 items-center gap-3 rounded-xl px-2 font-medium text-slate-100 hover:bg-slate-800/60 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
          >
            <span className="flex-1">{item.label}</span>
            {item.trailing}
            <svg viewBox="0 0 20 20" className="size-5 text-slate-500" fill="currentColor" aria-hidden="true">
              <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
