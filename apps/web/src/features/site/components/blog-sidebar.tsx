import { Link } from 'react-router';
import { PANEL, TEXT_LINK } from '../../../components/ui/link-styles';
import { POST_CATEGORIES, POST_TAGS } from '../../../lib/site-content/sample-posts';
import type { PostSummary } from '../../../lib/site-content/types';

export function BlogSidebar({ posts }: { posts: readonly PostSummary[] }) {
  const recent = posts.filter((post) => post.path);
  return (
    <aside aria-label="Blog sidebar" className="space-y-5">
      <section className={`${PANEL} p-6`}>
        <h2 className="font-semibold text-slate-50">Categories</h2>
        <ul className="mt-3 space-y-2">
          {POST_CATEGORIES.map((category) => (
            <li key={category}>
              <Link to={`/search?q=${encodeURIComponent(category)}`} className={TEXT_LINK}>
                {category}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${PANEL} p-6`}>
        <h2 className="font-semibold text-slate-50">Recent posts</h2>
        <ul className="mt-3 space-y-3">
          {recent.map((post) => (
            <li key={post.title}>
              <Link to={post.path ?? '/blog-grid'} className={TEXT_LINK}>
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${PANEL} p-6`}>
        <h2 className="font-semibold text-slate-50">Tags</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {POST_TAGS.map((tag) => (
            <li key={tag}>
              <Link
                to={`/search?q=${encodeURIComponent(tag)}`}
                className="inline-flex min-h-9 items-center rounded-full border border-slate-700 px-3 text-sm text-slate-200 hover:border-teal-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
