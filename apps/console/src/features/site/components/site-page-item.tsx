import { LOCALE_NAMES } from '@app/contract';
import { Badge, type BadgeTone } from '@app/web-kit/components/ui/badge';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import type { EditablePage } from '@app/web-kit/lib/site-content/editable-pages';
import { Link } from 'react-router';
import { EDIT_LANGUAGES, languageList } from '../../../kit/components/text-languages';
import type { SitePageEdit, SitePageEdits } from '../api/get-site-pages';
import { CONSOLE_SITE_TEXTS } from '../texts';

export type SitePageState = 'shipped' | 'edited' | 'unpublished';

const STATES: Record<SitePageState, { label: () => string; tone: BadgeTone }> = {
  shipped: { label: () => textOf(CONSOLE_SITE_TEXTS, 'csite.stateShipped'), tone: 'slate' },
  edited: { label: () => textOf(CONSOLE_SITE_TEXTS, 'csite.stateEdited'), tone: 'green' },
  unpublished: { label: () => textOf(CONSOLE_SITE_TEXTS, 'csite.stateUnpublished'), tone: 'amber' },
};

export function stateOf(edit: SitePageEdit | undefined): SitePageState {
  if (!edit) return 'shipped';
  return edit.published ? 'edited' : 'unpublished';
}

/** One language's edit: its state, and who changed it last and when. */
function LanguageEdit({ edit }: { edit: SitePageEdit }) {
  const { tx } = useTexts(CONSOLE_SITE_TEXTS);
  const state = STATES[stateOf(edit)];
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span lang={edit.language} className="font-medium text-slate-200">
        {LOCALE_NAMES[edit.language]}
      </span>
      <Badge tone={state.tone}>{state.label()}</Badge>
      <span>
        {tx(edit.updatedBy ? 'csite.updatedBy' : 'csite.updated', {
          time: <DateTime value={edit.updatedAt} />,
          name: edit.updatedBy?.fullName ?? '',
        })}
      </span>
    </p>
  );
}

/**
 * One editable page of the site: its state, each language's edit with who changed it last and when, the languages
 * behind the English edit, and the way to its editor.
 */
export function SitePageItem({ page, edits }: { page: EditablePage; edits: SitePageEdits | undefined }) {
  const { t } = useTexts(CONSOLE_SITE_TEXTS);
  const english = edits?.edits.find((edit) => edit.language === 'en');
  const shown = (edits?.edits ?? [])
    .slice()
    .sort((first, second) => EDIT_LANGUAGES.indexOf(first.language) - EDIT_LANGUAGES.indexOf(second.language));
  const state = STATES[edits ? (english ? stateOf(english) : 'edited') : 'shipped'];
  const behind = edits?.behind ?? [];
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 rounded-2xl border border-slate-800 bg-slate-900/80 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-50">{english?.title || page.heading}</span>
          <Badge tone={state.tone}>{state.label()}</Badge>
        </div>
        <p className="mt-1 text-sm break-all text-slate-400">{page.path}</p>
        {shown.length > 0 && (
          <div className="mt-1 space-y-1 text-sm text-slate-400">
            {shown.map((edit) => (
              <LanguageEdit key={edit.language} edit={edit} />
            ))}
          </div>
        )}
        {behind.length > 0 && (
          <p className="mt-1 text-sm text-amber-200">{t('csite.behindShort', { languages: languageList(behind) })}</p>
        )}
      </div>
      <Link
        to={`?${new URLSearchParams({ path: page.path })}`}
        className={buttonClasses('secondary')}
        aria-label={t('csite.editPage', { heading: page.heading })}
      >
        {t('csite.edit')}
      </Link>
    </li>
  );
}
