import { useTexts } from '../../i18n/texts';
import { DEMO_TEXTS } from './texts';

/**
 * Marks a hash the demo seeded (`demo: true` on its row): made up, on no chain, so it opens no block explorer page.
 * Its own colour, apart from the statuses' yellow, green, red and grey.
 */
export function DemoMark() {
  const { t } = useTexts(DEMO_TEXTS);
  return (
    <span
      title={t('ui.demoTitle')}
      className="ml-1.5 inline-flex shrink-0 items-center rounded-full border border-sky-400/40 bg-sky-400/15 px-2 py-0.5 font-sans text-xs font-semibold text-sky-200"
    >
      {t('ui.demo')}
      <span className="sr-only">{t('ui.demoMore')}</span>
    </span>
  );
}
