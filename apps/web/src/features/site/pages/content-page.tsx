import { useLoaderData } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import type { LoadedSitePage } from '../../../lib/site-content/load-site-page';
import { SitePageView } from '../components/site-page-view';

/**
 * Every template page and the 404: the route loader picks the content, the content picks the layout. A prerendered
 * page was rendered by the server with the operators' current edits and carries that loader data, so it hydrates
 * with the markup it came with, edited or unpublished (decision 018).
 */
export function ContentPage() {
  const { page, index, edit } = useLoaderData() as LoadedSitePage;
  const title = edit?.title ?? page.title;
  return (
    <>
      <PageTitle page={title} />
      <SitePageView key={page.path} page={page} index={index} edit={edit} />
    </>
  );
}
