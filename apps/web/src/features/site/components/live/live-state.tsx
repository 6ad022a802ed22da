import { Button } from '@app/web-kit/components/ui/button';
import { useTexts } from '@app/web-kit/i18n/texts';
import { SITE_LIVE_STATE_TEXTS } from './state-texts';

/** Placeholder rows while live figures load: never a number that is not the server's. */
export function LiveLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <section aria-busy="true" aria-label={label} className="mt-6 grid gap-4 md:grid-cols-3">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <div key={index} className="h-32 rounded-2xl bg-slate-800/70 motion-safe:animate-pulse" />
      ))}
    </section>
  );
}

/** Live figures that did not load: says so and offers a retry, instead of showing figures of its own. */
export function LiveError({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { t } = useTexts(SITE_LIVE_STATE_TEXTS);
  return (
    <div role="alert" className="mt-6 rounded-2xl border border-rose-400/40 bg-rose-950/30 p-5">
      <p className="text-rose-100">{t('site.live.couldNotLoad', { what })}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('site.live.tryAgain')}
      </Button>
    </div>
  );
}
