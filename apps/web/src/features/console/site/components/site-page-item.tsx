import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { buttonClasses } from '../../../../components/ui/button-styles';
import { textOf, useTexts } from '../../../../i18n/texts';
import { formatDateTime } from '../../../../lib/format';
import type { EditablePage } from '../../../../lib/site-content/editable-pages';
import type { SitePageEdit } from '../api/get-site-pages';
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

/** One editable page of the site: its state, who changed it last and when, and the way to its editor. */
export function SitePageItem({ page, edit }: { page: EditablePage; edit: SitePageEdit | undefined }) {
  const { t, tx } = useTexts(CONSOLE_SITE_TEXTS);
  const state = STATES[stateOf(edit)];
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 rounded-2xl border border-slate-800 bg-slate-900/80 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-50">{edit?.title || page.heading}</span>
          <Badge tone={state.tone}>{state.label()}</Badge>
        </div>
        <p className="mt-1 text-sm break-all text-slate-400">{page.path}</p>
        {edit && (
          <p className="mt-1 text-sm text-slate-400">
            {tx(edit.updatedBy ? 'csite.updatedBy' : 'csite.updated', {
              time: (
                <time dateTime={edit.updatedAt} className="tabular-nums">
                  {formatDateTime(edit.updatedAt)}
                </time>
              ),
              name: edit.updatedBy?.fullName ?? '',
            })}
          </p>
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
