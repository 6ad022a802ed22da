import { isLocale, LOCALE_NAMES, LOCALES, type Locale, SHELL_MSG } from '@app/contract';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { useT } from '@app/web-kit/i18n/use-t';
import { hasSession } from '@app/web-kit/lib/storage';
import { notifyError } from '@app/web-kit/lib/toast';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * Tells the server, for a signed-in member, so what is sent to them later can use it; a failure changes nothing
 * here. The API client is fetched only then: the public pages' header does not carry it.
 */
function keepOnAccount(locale: Locale) {
  if (!hasSession()) return;
  // The call's own module: `import()` of the route table would make it one object holding every route again.
  void import('../api/save-language').then((module) => module.saveLanguage(locale)).catch(() => {});
}

interface LanguageSelectProps {
  /** `compact`: the header's, label read by screen readers only. */
  variant?: 'compact' | 'full';
  className?: string;
}

/**
 * The pages show again in the new language (main.tsx), so the control that was used takes the focus back. Every
 * switch of its kind that mounts shortly after the change takes it, not only the first: a change made while the
 * page was still hydrating can mount the header twice, and a one-shot flag spent on the first left the focus on
 * the page's body. It never takes the focus from an element the visitor has moved to since.
 */
const REFOCUS_WINDOW_MS = 3_000;
let focusAfterChange: { variant: LanguageSelectProps['variant']; until: number } | null = null;

function takesFocusBack(variant: LanguageSelectProps['variant']): boolean {
  if (!focusAfterChange || focusAfterChange.variant !== variant) return false;
  if (Date.now() > focusAfterChange.until) {
    focusAfterChange = null;
    return false;
  }
  const active = document.activeElement;
  return !active || active === document.body;
}

/** docs/product.md#languages: English, हिन्दी, Español, each in its own name. */
export function LanguageSelect({ variant = 'compact', className = '' }: LanguageSelectProps) {
  const { t, locale } = useT();
  const id = useId();
  const [isChanging, setIsChanging] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);

  // On mount, and when a change that did not remount this switch ends and enables it again.
  useEffect(() => {
    if (!isChanging && takesFocusBack(variant)) selectRef.current?.focus();
  }, [variant, isChanging]);

  async function choose(value: string) {
    if (!isLocale(value) || value === locale) return;
    setIsChanging(true);
    // The window starts once the texts are in: fetching them on a slow line may take longer than it lasts.
    focusAfterChange = { variant, until: Number.POSITIVE_INFINITY };
    try {
      await changeLocale(value);
      focusAfterChange = { variant, until: Date.now() + REFOCUS_WINDOW_MS };
      keepOnAccount(value);
    } catch {
      focusAfterChange = null;
      notifyError(SHELL_MSG.chunkLoadFailed);
    } finally {
      setIsChanging(false);
    }
  }

  const isCompact = variant === 'compact';
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={isCompact ? 'sr-only' : 'text-sm font-medium text-slate-300'}>
        {t('language.label')}
      </label>
      <select
        ref={selectRef}
        id={id}
        lang={locale}
        value={isLocale(locale) ? locale : 'en'}
        aria-busy={isChanging}
        disabled={isChanging}
        onChange={(event) => void choose(event.target.value)}
        className={`min-h-10 rounded-lg border border-slate-700 bg-slate-900 text-slate-100 focus:border-teal-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 ${
          isCompact ? 'max-w-28 px-2 text-sm' : 'w-full px-3 sm:w-64'
        }`}
      >
        {LOCALES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LOCALE_NAMES[each]}
          </option>
        ))}
      </select>
    </div>
  );
}
