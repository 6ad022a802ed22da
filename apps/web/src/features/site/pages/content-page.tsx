import { PageTitle } from '@app/web-kit/components/page-title';
import { useT } from '@app/web-kit/i18n/use-t';
import type { LoadedSitePage } from '@app/web-kit/lib/site-content/load-site-page';
import { loadTranslatedPage, needsTranslatedPage, pageIn } from '@app/web-kit/lib/site-content/translated-pages';
import type { SitePage } from '@app/web-kit/lib/site-content/types';
import { useEffect, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { SitePageView } from '../components/site-page-view';

/**
 * The shipped page in the chosen language when it has a text there, fetched when the language changes on an open
 * page; English until it arrives. An operator's published edit in that language is shown as it was written.
 */
function usePageInLanguage(page: SitePage, edited: boolean): SitePage {
  const { locale } = useT();
  const [, setArrived] = useState(0);
  const pending = !edited && needsTranslatedPage(page.path, locale);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    loadTranslatedPage(page.path, locale)
      .then(() => live && setArrived((count) => count + 1))
      .catch(() => {
        // The language's pages did not arrive (offline): the English text stays.
      });
    return () => {
      live = false;
    };
  }, [pending, page.path, locale]);
  return edited ? page : pageIn(page, locale);
}

/**
 * The page's edit in the chosen language (docs/decisions/029-texts-per-language.md). Loaded in another language (the
 * language changed on an open page, or the server rendered it in English), the page loads again in this one; until
 * it has, the shipped translation shows rather than the other language's edit.
 */
function useEditInLanguage(loaded: LoadedSitePage) {
  const { locale } = useT();
  const { revalidate } = useRevalidator();
  const isOtherLanguage = loaded.language !== locale;
  useEffect(() => {
    if (isOtherLanguage) void revalidate();
  }, [isOtherLanguage, revalidate]);
  return isOtherLanguage ? undefined : loaded.edit;
}

/**
 * Every template page and the 404: the route loader picks the content, the content picks the layout. A prerendered
 * page was rendered by the server with the operators' current edits and carries that loader data, so it hydrates
 * with the markup it came with, edited or unpublished (decision 018).
 */
export function ContentPage() {
  const loaded = useLoaderData() as LoadedSitePage;
  const edit = useEditInLanguage(loaded);
  const { index } = loaded;
  const page = usePageInLanguage(loaded.page, edit !== undefined);
  const title = edit?.title ?? page.title;
  return (
    <>
      <PageTitle page={title} />
      <SitePageView key={page.path} page={page} index={index} edit={edit} />
    </>
  );
}
