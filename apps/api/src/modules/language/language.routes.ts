// The member's chosen language (saveLanguage twins), docs/product.md#languages: kept in users.locale so what is
// sent to the member later can be written in it (a notification mail's frame, support's replies).
import { MSG, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';

export function registerLanguageRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.saveLanguage, async ({ body, request }) => {
    // The caller's own row only: the id comes from the session, never from the request.
    await ctx.db
      .update(users)
      .set({ locale: body.locale })
      .where(eq(users.id, requireAuth(request).userId));
    return { message: MSG.languageSaved };
  });
}
