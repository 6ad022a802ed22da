import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { Pager, pageFrom } from '@app/web-kit/components/ui/pager';
import { useTexts } from '@app/web-kit/i18n/texts';
import { errorMessage } from '@app/web-kit/lib/toast';
import { Link, useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { useAdminPost, useAdminPosts } from '../api/posts';
import { PostEditor } from '../components/post-editor';
import { PostItem } from '../components/post-item';
import { PostLanguages } from '../components/post-languages';
import { CONSOLE_NEWS_TEXTS } from '../texts';

const BACK_LINK =
  'inline-flex min-h-11 items-center rounded font-semibold text-teal-300 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

/** ?id= or ?new: one post's editor, the whole screen on a phone; Back returns to the list. */
function EditorScreen({ id }: { id: string | null }) {
  const { t } = useTexts(CONSOLE_NEWS_TEXTS);
  const post = useAdminPost(id);
  let content = <PostEditor key="new" />;
  if (id && post.error)
    content = (
      <LoadError what={t('cnews.thePost')} message={errorMessage(post.error)} onRetry={() => void post.refetch()} />
    );
  else if (id && !post.data) content = <ListSkeleton label={t('cnews.loading')} />;
  else if (post.data) content = <PostLanguages post={post.data} />;
  return (
    <div className="space-y-5">
      <Link to="/admin/news" className={BACK_LINK}>
        ← {t('cnews.all')}
      </Link>
      <AdminPageHeader title={post.data ? t('cnews.editTitle', { title: post.data.title }) : t('cnews.newTitle')} />
      {content}
    </div>
  );
}

/** /admin/news: every post, drafts included, the last changed first (docs/product.md#news); ?id= or ?new edits one. */
export function NewsPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  if (id || searchParams.has('new')) return <EditorScreen id={id} />;
  return <PostList page={pageFrom(searchParams)} />;
}

function PostList({ page }: { page: number }) {
  const { t } = useTexts(CONSOLE_NEWS_TEXTS);
  const posts = useAdminPosts(page);
  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('cnews.title')}
        description={t('cnews.description')}
        action={
          <Link to="/admin/news?new" className={buttonClasses('primary')}>
            {t('cnews.new')}
          </Link>
        }
      />
      {posts.error ? (
        <LoadError
          what={t('cnews.thePosts')}
          message={errorMessage(posts.error)}
          onRetry={() => void posts.refetch()}
        />
      ) : !posts.data ? (
        <ListSkeleton label={t('cnews.loading')} />
      ) : posts.data.docs.length === 0 ? (
        <p className="text-slate-300">{t('cnews.none')}</p>
      ) : (
        <>
          <ul aria-label={t('cnews.title')} className="space-y-3">
            {posts.data.docs.map((post) => (
              <PostItem key={post._id} post={post} />
            ))}
          </ul>
          {posts.data.totalPages > 1 && (
            <Pager page={posts.data.page} totalPages={posts.data.totalPages} hrefFor={(number) => `?page=${number}`} />
          )}
        </>
      )}
    </div>
  );
}
