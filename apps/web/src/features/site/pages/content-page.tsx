import { useLoaderData } from 'react-router';
import { useCompany } from '../../../api/use-company';
import { SitePageView } from '../components/site-page-view';
import type { LoadedSitePage } from '../content/load-site-page';

/** Every template page and the 404: the route loader picks the content, the content picks the layout. */
export function ContentPage() {
  const { page, index, edit } = useLoaderData() as LoadedSitePage;
  const company = useCompany();
  const title = edit?.title ?? page.title;
  return (
    <>
      <title>{company ? `${title} · ${company.name}` : title}</title>
      <SitePageView key={page.path} page={page} index={index} edit={edit} />
    </>
  );
}
