import { Link } from 'react-router';
import { PANEL, SECTION, TEXT_LINK } from '../../../components/ui/link-styles';
import type { PostPage } from '../../../lib/site-content/types';
import { ArticleSections } from './article-sections';
import { Avatar } from './avatar';
import { PageHeader } from './page-header';
import { PostMedia } from './post-media';

export function PostView({ page }: { page: PostPage }) {
  return (
    <article className={`${SECTION} pb-16`}>
      <PageHeader
        heading={page.heading}
        intro={page.intro}
        sampleNote={page.sampleNote}
        eyebrow={`${page.category} · ${page.date} · ${page.author.name}`}
      />
      <div className="max-w-3xl space-y-10">
        <PostMedia page={page} />
        <ArticleSections sections={page.sections} />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-400">Tags:</span>
          {page.tags.map((tag) => (
            <Link key={tag} to={`/search?q=${encodeURIComponent(tag)}`} className={TEXT_LINK}>
              #{tag}
            </Link>
          ))}
        </div>
        <section aria-label="About the author" className={`${PANEL} flex items-start gap-5 p-6 sm:items-center`}>
          <Avatar person={page.author} />
          <div>
            <p className="font-semibold text-slate-50">{page.author.name}</p>
            <p className="text-sm text-teal-200">{page.author.role}</p>
            <p className="mt-2 text-slate-300">{page.author.bio}</p>
          </div>
        </section>
        <Link to="/blog-grid" className={TEXT_LINK}>
          Back to the blog
        </Link>
      </div>
    </article>
  );
}
