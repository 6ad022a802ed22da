import { useTexts } from '../../i18n/texts';
import { Card } from './card';
import { PROFILE_SKELETON_TEXTS } from './texts';

const bar = 'animate-pulse rounded-lg bg-slate-800';

/**
 * The profile card while it loads. `note` is the card's fixed explanation, shown as it will stand: it is the first
 * text a member reads on a prerendered page (app/prerender.tsx PRERENDERED_SHELLS), and stays where it was.
 */
export function ProfileSkeleton({ note }: { note?: string }) {
  const { t } = useTexts(PROFILE_SKELETON_TEXTS);
  return (
    <Card aria-busy="true" aria-label={t('ui.loadingProfile')}>
      <div className="flex items-start gap-4">
        <div className={`${bar} size-14 shrink-0 rounded-2xl`} />
        <div className="min-w-0 flex-1 space-y-2">
          <div className={`${bar} h-5 w-2/3`} />
          <div className={`${bar} h-4 w-1/2`} />
          <div className={`${bar} h-4 w-1/3`} />
          {note && <p className="text-xs text-slate-400">{note}</p>}
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
