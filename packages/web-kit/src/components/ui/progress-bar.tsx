interface ProgressBarProps {
  value: number;
  max: number;
  /** Accessible name, e.g. "Days completed". */
  label: string;
  /** What a screen reader says instead of a percentage, e.g. "3 of 30 days". */
  valueText: string;
}

export function ProgressBar({ value, max, label, valueText }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className="h-2 overflow-hidden rounded-full bg-slate-800"
    >
      <div className="h-full rounded-full bg-teal-400 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
