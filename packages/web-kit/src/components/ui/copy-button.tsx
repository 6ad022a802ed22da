import type { ReactNode } from 'react';
import { copyText } from '../../lib/clipboard';
import { notifyError, notifySuccess } from '../../lib/toast';

interface CopyButtonProps {
  text: string;
  /** The one toast a successful copy shows. */
  copiedMessage: string;
  failedMessage: string;
  /** Accessible name; the visible text when `children` is absent is the icon alone. */
  label: string;
  children?: ReactNode;
  className?: string;
}

const BASE =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-xl font-semibold text-teal-300 ' +
  'transition hover:bg-slate-800 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

export function CopyButton({ text, copiedMessage, failedMessage, label, children, className = '' }: CopyButtonProps) {
  async function copy() {
    if (await copyText(text)) notifySuccess(copiedMessage);
    else notifyError(failedMessage);
  }
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={children ? undefined : label}
      title={label}
      className={`${BASE} ${children ? 'px-4' : ''} ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <rect x="9" y="9" width="11" height="11" rx="2" />
        <path d="M5 15V6a2 2 0 0 1 2-2h9" strokeLinecap="round" />
      </svg>
      {children}
    </button>
  );
}
