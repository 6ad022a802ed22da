import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerDepositRoutes } from './modules/deposits/deposits.routes';
import { registerMailboxRoutes } from './modules/dev/mailbox.routes';
import { registerIncomeRoutes } from './modules/income/income.routes';
import { registerInvestRoutes } from './modules/invest/invest.routes';
import { registerOperatorRoutes } from './modules/operator/operator.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { registerSiteRoutes } from './modules/site/site.routes';
import { registerWithdrawalRoutes } from './modules/withdrawals/withdrawals.routes';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';

export interface BuildAppOptions {
  ctx: AppContext;
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening, so tests can `inject` into exactly what runs. */
export async function buildApp(options: BuildAppOptions) {
  const { ctx } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: ctx.config.BODY_LIMIT_BYTES,
    trustProxy: ctx.config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurity(app, ctx.config);
  await registerDocs(app);
  registerAuth(app, ctx);

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await ctx.db.execute('select 1');
    return { success: true, message: 'ok', data: { database: 'up', mail: ctx.mailer.kind } };
  });
  registerAuthRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerOperatorRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerDepositRoutes(app, ctx);
  registerInvestRoutes(app, ctx);
  registerIncomeRoutes(app, ctx);
  registerWithdrawalRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  if (!ctx.config.isProduction) registerMailboxRoutes(app, ctx);
  await registerSpa(app, options.webDistDir);
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
