// The member's chosen language (saveLanguage twins), docs/product.md#languages: kept in users.locale so what is
// sent to the member later can be written in it (a notification mail's frame, support's replies).
import { MSG, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';
import { announceRevocation } from '../sessions/revocation-feed';

export function registerLanguageRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.saveLanguage, async ({ body, request }) => {
    // The caller's own row only: the id comes from the session, never from the request.
    const { userId } = requireAuth(request);
    // The stored language rides in each process's cached sessions: they forget the account's, as when sessions end.
    ctx.sessions.dropUser(userId);
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ locale: body.locale }).where(eq(users.id, userId));
      await announceRevocation(tx, userId);
    });
    return { message: MSG.languageSaved };
  });
}
