import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage } from '@app/web-kit/lib/toast';
import { Link, useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { useEditablePages, useSitePageEdits } from '../api/get-site-pages';
import { SitePageItem } from '../components/site-page-item';
import { SitePageLanguages } from '../components/site-page-languages';
import { CONSOLE_SITE_TEXTS } from '../texts';

const BACK_LINK =
  'inline-flex min-h-11 items-center rounded font-semibold text-teal-300 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

/**
 * /admin/site-pages: the site's editable pages (docs/product.md#site) with their state per language; `?path=` opens
 * one page's editor, a tab per language, so the list and the editor each get the whole screen on a phone and the browser's Back returns.
 */
export function SitePagesPage() {
  const { t, tx } = useTexts(CONSOLE_SITE_TEXTS);
  const [searchParams] = useSearchParams();
  const path = searchParams.get('path');
  const pages = useEditablePages();
  const edits = useSitePageEdits();

  const failed = pages.error ?? edits.error;
  if (failed)
    return (
      <div className="space-y-5">
        <AdminPageHeader title={t('csite.spTitle')} />
        <LoadError
          what={t('csite.theSitePages')}
          message={errorMessage(failed)}
          onRetry={() => {
            void pages.refetch();
            void edits.refetch();
          }}
        />
      </div>
    );
  if (!pages.data || !edits.data)
    return (
      <div className="space-y-5">
        <AdminPageHeader title={t('csite.spTitle')} />
        <ListSkeleton label={t('csite.loadingSitePages')} />
      </div>
    );

  const editsOf = (target: string) => edits.data.find((edited) => edited.path === target);
  const page = path ? pages.data.find((candidate) => candidate.path === path) : undefined;
  if (path) {
    const edited = editsOf(path);
    return (
      <div className="space-y-5">
        <Link to="/admin/site-pages" className={BACK_LINK}>
          {t('csite.allSitePages')}
        </Link>
        {page ? (
          <>
            <AdminPageHeader
              title={t('csite.editPage', { heading: page.heading })}
              description={tx('csite.pageAt', {
                path: (
                  <a href={page.path} target="_blank" rel="noopener noreferrer" className="text-teal-300 underline">
                    {page.path}
                  </a>
                ),
              })}
            />
            <SitePageLanguages page={page} edits={edited} />
          </>
        ) : (
          <AdminPageHeader title={t('csite.spTitle')} description={t('csite.notEditable')} />
        )}
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('csite.spTitle')} description={t('csite.spDescription')} />
      <ul className="space-y-3">
        {pages.data.map((candidate) => (
          <SitePageItem key={candidate.path} page={candidate} edits={editsOf(candidate.path)} />
        ))}
      </ul>
    </div>
  );
}
