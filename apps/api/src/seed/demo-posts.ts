import type { AppContext } from '../context';
import { createPost, setPostStatus } from '../modules/content/posts.service';
import { DEMO_POST_TEXTS } from './demo-post-texts';

const DAY_MS = 86_400_000;

/**
 * The demo's news: five articles about this platform (docs/product.md#news), written and published by the demo
 * operator through the console's own service, a few days apart, the newest the day before the seed.
 */
export async function seedDemoPosts(ctx: AppContext, options: { operatorId: string; seededAt: Date }) {
  const count = DEMO_POST_TEXTS.length;
  for (const [index, post] of DEMO_POST_TEXTS.entries()) {
    const at = new Date(options.seededAt.getTime() - (count - index) * 3 * DAY_MS);
    const dated = { ...ctx, clock: () => at };
    const actor = { actorId: options.operatorId, ip: null };
    const { data } = await createPost(dated, { input: { ...post, language: 'en' }, ...actor });
    await setPostStatus(dated, { id: data._id, status: 'published', ...actor });
  }
}
