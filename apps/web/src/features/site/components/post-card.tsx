import { Link } from 'react-router';
import { PANEL, TEXT_LINK } from '../../../components/ui/link-styles';
import type { PostSummary } from '../../../lib/site-content/types';
import { ArtTile } from './art-tile';

/** Posts without a page of their own say so instead of linking to the wrong post. */
function ReadMore({ post }: { post: PostSummary }) {
  if (!post.path) return <p className="mt-4 text-sm text-slate-400">Full post coming soon</p>;
  return (
    <Link to={post.path} className={`${TEXT_LINK} mt-4 self-start`}>
      Read post<span className="sr-only">: {post.title}</span>
    </Link>
  );
}

function PostMeta({ post }: { post: PostSummary }) {
  return (
    <p className="text-sm text-slate-400">
      <span className="font-semibold text-teal-300">{post.category}</span> · {post.date} · {post.author}
    </p>
  );
}

export function PostCard({ post, isRow = false }: { post: PostSummary; isRow?: boolean }) {
  return (
    <li className={`${PANEL} flex overflow-hidden ${isRow ? 'flex-col sm:flex-row' : 'flex-col'}`}>
      <div className={isRow ? 'sm:w-56 sm:shrink-0' : ''}>
        <ArtTile tone={post.art} isCover={isRow} className={isRow ? 'sm:h-full' : ''} />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <PostMeta post={post} />
        <h2 className="mt-2 text-lg font-semibold text-slate-50">{post.title}</h2>
        <p className="mt-2 flex-1 text-slate-300">{post.excerpt}</p>
        <ReadMore post={post} />
      </div>
    </li>
  );
}
