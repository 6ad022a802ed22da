import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { AppContext } from './context';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerDepositRoutes } from './modules/deposits/deposits.routes';
import { registerMailboxRoutes } from './modules/dev/mailbox.routes';
import { registerIncomeRoutes } from './modules/income/income.routes';
import { registerOperatorRoutes } from './modules/operator/operator.routes';
import { registerPackageRoutes } from './modules/packages/packages.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { registerSiteRoutes } from './modules/site/site.routes';
import { registerTeamRoutes } from './modules/team/team.routes';
import { registerWithdrawalRoutes } from './modules/withdrawals/withdrawals.routes';
import { registerAuth } from './plugins/auth';
import { registerInvalidUrlRoute, rewriteBadUrl } from './plugins/bad-urls';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerHealthRoutes } from './plugins/health';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';

export interface BuildAppOptions {
  ctx: AppContext;
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** A hop count believes that many proxies from the right of X-Forwarded-For; Fastify's types take it as a function. */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole server without listening, so tests can `inject` into exactly what runs. */
export async function buildApp(options: BuildAppOptions) {
  const { ctx } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: ctx.config.BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(ctx.config.TRUST_PROXY),
    rewriteUrl: rewriteBadUrl,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurity(app, ctx.config);
  await registerDocs(app);
  registerAuth(app, ctx);

  registerInvalidUrlRoute(app);
  registerHealthRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerOperatorRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerDepositRoutes(app, ctx);
  registerPackageRoutes(app, ctx);
  registerIncomeRoutes(app, ctx);
  registerTeamRoutes(app, ctx);
  registerWithdrawalRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  if (!ctx.config.isProduction) registerMailboxRoutes(app, ctx);
  await registerSpa(app, options.webDistDir);
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
