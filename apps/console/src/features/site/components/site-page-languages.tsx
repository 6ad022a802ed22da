import type { Locale } from '@app/contract';
import { Tabs } from '@app/web-kit/components/ui/tabs';
import { useTexts } from '@app/web-kit/i18n/texts';
import type { EditablePage } from '@app/web-kit/lib/site-content/editable-pages';
import { loadTranslatedPage, pageIn } from '@app/web-kit/lib/site-content/translated-pages';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../kit/api/query-keys';
import { BehindNotice, EDIT_LANGUAGES, LanguageLabel } from '../../../kit/components/text-languages';
import type { SitePageEdits } from '../api/get-site-pages';
import { CONSOLE_SITE_TEXTS } from '../texts';
import { SitePageEditor } from './site-page-editor';

/** The shipped page in `language`, which the editor starts from when that language has no edit. */
function useShippedPage(page: EditablePage, language: Locale) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'shippedPage', page.path, language],
    queryFn: async () => {
      await loadTranslatedPage(page.path, language);
      return pageIn(page, language) as EditablePage;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function LanguagePanel({ page, language, edits }: { page: EditablePage; language: Locale; edits?: SitePageEdits }) {
  const { t } = useTexts(CONSOLE_SITE_TEXTS);
  const shipped = useShippedPage(page, language);
  const edit = edits?.edits.find((candidate) => candidate.language === language);
  if (!shipped.data) return <p className="text-slate-400">{t('csite.loadingLanguage')}</p>;
  return (
    <SitePageEditor
      key={`${page.path} ${language} ${edit?.updatedAt ?? 'shipped'}`}
      page={shipped.data}
      language={language}
      edit={edit}
    />
  );
}

/** The page's editor, a tab per language, under a notice naming the languages behind the English edit. */
export function SitePageLanguages({ page, edits }: { page: EditablePage; edits: SitePageEdits | undefined }) {
  const { t } = useTexts(CONSOLE_SITE_TEXTS);
  return (
    <div className="space-y-4">
      <BehindNotice behind={edits?.behind ?? []} message={(languages) => t('csite.behindNotice', { languages })} />
      <Tabs
        label={t('csite.languages')}
        keepMounted
        items={EDIT_LANGUAGES.map((language) => ({
          id: language,
          label: <LanguageLabel language={language} />,
          panel: <LanguagePanel page={page} language={language} edits={edits} />,
        }))}
      />
    </div>
  );
}
