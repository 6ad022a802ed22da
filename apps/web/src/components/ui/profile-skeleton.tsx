import { Card } from './card';

const bar = 'rounded-lg bg-slate-800';

export function ProfileSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading your profile" className="animate-pulse">
      <div className="flex items-start gap-4">
        <div className="size-14 rounded-2xl bg-slate-800" />
        <div className="flex-1 space-y-2">
          <div className={`${bar} h-5 w-2/3`} />
          <div className={`${bar} h-4 w-1/2`} />
          <div className={`${bar} h-4 w-1/3`} />
        </div>
      </div>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <div className={`${bar} h-16`} />
        <div className={`${bar} h-16`} />
      </div>
      <div className={`${bar} mt-6 h-11 w-48`} />
    </Card>
  );
}
