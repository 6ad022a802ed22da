// The member's chosen language (saveLanguage twins), docs/product.md#languages: kept in users.locale so what is
// sent to the member later can be written in it (a notification mail's frame, support's replies).
import { MSG, routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';
import { REVOCATION_CHANNEL } from '../sessions/revocation-feed';

export function registerLanguageRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.saveLanguage, async ({ body, request }) => {
    // The caller's own row only: the id comes from the session, never from the request.
    const { userId } = requireAuth(request);
    // The stored language rides in each process's cached sessions: they forget the account's, as when sessions end
    // (revocation-feed.ts), told by the statement that saves it.
    ctx.sessions.dropUser(userId);
    await ctx.db.execute(sql`with saved as (update users set locale = ${body.locale} where id = ${userId}::uuid returning id),
        announced as (insert into session_revocations (user_id) select id from saved returning user_id)
      select pg_notify(${REVOCATION_CHANNEL}, user_id::text) from announced`);
    return { message: MSG.languageSaved };
  });
}
