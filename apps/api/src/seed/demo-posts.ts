import type { AppContext } from '../context';
import { createPost, editPost, setPostStatus } from '../modules/content/posts.service';
import { DEMO_POST_TEXTS } from './demo-post-texts';
import { DEMO_POST_TEXTS_ES } from './demo-post-texts.es';
import { DEMO_POST_TEXTS_HI } from './demo-post-texts.hi';

const DAY_MS = 86_400_000;
const TRANSLATIONS = { es: DEMO_POST_TEXTS_ES, hi: DEMO_POST_TEXTS_HI };

/**
 * The demo's news: five articles about this platform (docs/product.md#news), written and published by the demo
 * operator through the console's own service, a few days apart, the newest the day before the seed. Each is written in
 * English first, then in Spanish and Hindi as the console's language tabs save a translation
 * (docs/decisions/029-texts-per-language.md), at the same moment, so no language is behind.
 */
export async function seedDemoPosts(ctx: AppContext, options: { operatorId: string; seededAt: Date }) {
  const count = DEMO_POST_TEXTS.length;
  for (const [index, post] of DEMO_POST_TEXTS.entries()) {
    const at = new Date(options.seededAt.getTime() - (count - index) * 3 * DAY_MS);
    const dated = { ...ctx, clock: () => at };
    const actor = { actorId: options.operatorId, ip: null };
    const { data } = await createPost(dated, { input: { ...post, language: 'en' }, ...actor });
    for (const language of ['es', 'hi'] as const) {
      const words = TRANSLATIONS[language][post.slug];
      if (!words) throw new Error(`demo post ${post.slug}: no ${language} text`);
      await editPost(dated, { id: data._id, input: { ...post, ...words, tags: [...post.tags], language }, ...actor });
    }
    await setPostStatus(dated, { id: data._id, status: 'published', ...actor });
  }
}
