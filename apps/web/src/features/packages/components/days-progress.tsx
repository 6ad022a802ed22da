import { ProgressBar } from '../../../components/ui/progress-bar';

/** "Days completed 3 / 30" and its bar: the paid days of an order out of its maturity. */
export function DaysProgress({ totalDays, maturity }: { totalDays: number; maturity: number }) {
  return (
    <div className="space-y-1.5">
      <p className="flex justify-between gap-3 text-sm">
        <span className="text-slate-400">Days completed</span>
        <span className="font-semibold text-slate-100 tabular-nums">
          {totalDays} / {maturity}
        </span>
      </p>
      <ProgressBar
        value={totalDays}
        max={maturity}
        label="Days completed"
        valueText={`${totalDays} of ${maturity} days`}
      />
    </div>
  );
}
