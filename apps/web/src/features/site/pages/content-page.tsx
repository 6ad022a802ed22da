import { useLoaderData } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import type { LoadedSitePage } from '../../../lib/site-content/load-site-page';
import { useHydrated } from '../../../lib/use-hydrated';
import { SitePageView } from '../components/site-page-view';

/**
 * Every template page and the 404: the route loader picks the content, the content picks the layout. An operator's
 * edit (or an unpublished page's 404) shows once React holds the page: the prerendered markup is the shipped text,
 * and hydrating it with other text is a mismatch React throws the page away for (error #418).
 */
export function ContentPage() {
  const loaded = useLoaderData() as LoadedSitePage;
  const isHydrated = useHydrated();
  const { index } = loaded;
  const page = isHydrated ? loaded.page : (loaded.shipped ?? loaded.page);
  const edit = isHydrated ? loaded.edit : undefined;
  const title = edit?.title ?? page.title;
  return (
    <>
      <PageTitle page={title} />
      <SitePageView key={page.path} page={page} index={index} edit={edit} />
    </>
  );
}
