interface SpinnerProps {
  /** Announced to screen readers; omit when the spinner sits inside a labelled control. */
  label?: string;
  className?: string;
}

export function Spinner({ label, className = 'size-5' }: SpinnerProps) {
  const icon = (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-300">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
