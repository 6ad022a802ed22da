import { PANEL, SECTION } from '../../../components/ui/link-styles';
import type { BlogPage } from '../../../lib/site-content/types';
import { Avatar } from './avatar';
import { BlogSidebar } from './blog-sidebar';
import { PageHeader } from './page-header';
import { PostCard } from './post-card';

export function BlogView({ page }: { page: BlogPage }) {
  const isGrid = page.layout === 'grid';
  const list = (
    <ul className={isGrid ? 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-5'}>
      {page.posts.map((post) => (
        <PostCard key={post.title} post={post} isRow={!isGrid} />
      ))}
    </ul>
  );
  return (
    <div className={`${SECTION} pb-16`}>
      <PageHeader heading={page.heading} intro={page.intro} sampleNote={page.sampleNote} />
      {page.author && (
        <section
          aria-label="About the author"
          className={`${PANEL} mb-8 flex max-w-3xl items-start gap-5 p-6 sm:items-center`}
        >
          <Avatar person={page.author} size={72} />
          <div>
            <p className="font-semibold text-slate-50">{page.author.name}</p>
            <p className="text-sm text-teal-200">{page.author.role}</p>
            <p className="mt-2 text-slate-300">{page.author.bio}</p>
          </div>
        </section>
      )}
      {page.layout === 'sidebar' ? (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          {list}
          <BlogSidebar posts={page.posts} />
        </div>
      ) : (
        list
      )}
    </div>
  );
}
