import type { ArtTone, PostPage } from '../../../lib/site-content/types';
import { ArtTile } from './art-tile';

const GALLERY_TONES: ArtTone[] = ['emerald', 'sky', 'amber', 'violet'];

/** The picture above a post: plain art, a video poster, or a small gallery. */
export function PostMedia({ page }: { page: PostPage }) {
  if (page.media === 'gallery') {
    return (
      <figure>
        <ul className="grid grid-cols-2 gap-3">
          {GALLERY_TONES.map((tone) => (
            <li key={tone} className="overflow-hidden rounded-2xl">
              <ArtTile tone={tone} />
            </li>
          ))}
        </ul>
        {page.mediaCaption && <figcaption className="mt-3 text-sm text-slate-400">{page.mediaCaption}</figcaption>}
      </figure>
    );
  }
  if (page.media === 'video') {
    return (
      <figure>
        <div className="relative overflow-hidden rounded-2xl">
          <ArtTile tone={page.art} isWide />
          <span className="absolute inset-0 grid place-items-center" aria-hidden="true">
            <span className="grid size-20 place-items-center rounded-full bg-slate-950/70 text-teal-300">
              <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </span>
          </span>
        </div>
        {page.mediaCaption && <figcaption className="mt-3 text-sm text-slate-400">{page.mediaCaption}</figcaption>}
      </figure>
    );
  }
  return <ArtTile tone={page.art} isWide className="rounded-2xl" />;
}
