import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { AppContext } from './context';
import { companyName } from './core/settings';
import { createAppMetrics } from './metrics/app-metrics';
import { registerHttpMetrics } from './metrics/http-metrics';
import { registerMetricsRoute } from './metrics/metrics-route';
import { registerAddressBookRoutes } from './modules/address-book/address-book.routes';
import { registerAnnouncementRoutes } from './modules/announcements/announcements.routes';
import { registerAntiPhishingRoutes } from './modules/anti-phishing/anti-phishing.routes';
import { registerApprovalRoutes } from './modules/approvals/approvals.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { fundsChanges } from './modules/console/company-funds.service';
import { registerConsoleRoutes } from './modules/console/console.routes';
import { registerContentRoutes } from './modules/content/content.routes';
import { contentVersion, readFirstHtmlAnswers } from './modules/content/first-html-content';
import { registerPostRoutes } from './modules/content/posts.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerDataExportRoutes } from './modules/data-export/data-export.routes';
import { registerDepositAddressRoutes } from './modules/deposits/deposit-addresses.routes';
import { registerDepositRoutes } from './modules/deposits/deposits.routes';
import { registerMailboxRoutes } from './modules/dev/mailbox.routes';
import { registerDryRunRoutes } from './modules/dry-run/dry-run.routes';
import { registerIncomeRoutes } from './modules/income/income.routes';
import { registerProgressRoutes } from './modules/income/progress.routes';
import { registerKycRoutes } from './modules/kyc/kyc.routes';
import { registerLanguageRoutes } from './modules/language/language.routes';
import { registerMaintenanceGate, registerMaintenanceRoutes } from './modules/maintenance/maintenance.routes';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerOperatorRoutes } from './modules/operator/operator.routes';
import { roleChanges } from './modules/operator/role-changes';
import { packageChanges } from './modules/packages/package-changes';
import { registerPackageRoutes } from './modules/packages/packages.routes';
import { registerPasskeyRoutes } from './modules/passkeys/passkeys.routes';
import { registerPayoutSafetyRoutes } from './modules/payout-safety/payout-safety.routes';
import { registerPayoutRoutes } from './modules/payouts/payouts.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { registerRejectionReasonRoutes } from './modules/rejection-reasons/rejection-reasons.routes';
import { registerReportRoutes } from './modules/reports/reports.routes';
import { registerReservesRoutes } from './modules/reserves/reserves.routes';
import { registerSecurityRoutes } from './modules/security/security.routes';
import { startRevocationFeed } from './modules/sessions/revocation-feed';
import { findSession } from './modules/sessions/sessions';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { settingsChanges } from './modules/settings/settings-save.service';
import { registerSiteRoutes } from './modules/site/site.routes';
import { registerSiteConsoleRoutes } from './modules/site/site-console.routes';
import { registerStatementRoutes } from './modules/statement/statement.routes';
import { registerTeamRoutes } from './modules/team/team.routes';
import { registerTicketRoutes } from './modules/tickets/tickets.routes';
import { registerTransferRoutes } from './modules/transfers/transfers.routes';
import { assertOperatorTwoFactor } from './modules/two-factor/operator-gate';
import { registerTwoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { registerWithdrawalRoutes } from './modules/withdrawals/withdrawals.routes';
import { registerAuth } from './plugins/auth';
import { registerInvalidUrlRoute, rewriteBadUrl } from './plugins/bad-urls';
import { registerDatabaseDeadline } from './plugins/database-deadline';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerHealthRoutes } from './plugins/health';
import { registerJsonBody } from './plugins/json-body';
import { registerLanguage } from './plugins/language';
import { requestTimeoutOptions, watchBodyPace } from './plugins/request-timeout';
import { registerSecurity } from './plugins/security';
import { inlineScriptHashes, registerSpa } from './plugins/spa';

export interface BuildAppOptions {
  ctx: AppContext;
  webDistDir?: string;
  /** The operator console's build (apps/console/dist), served under /admin. */
  consoleDistDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** A hop count believes that many proxies from the right of X-Forwarded-For; Fastify's types take it as a function. */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/**
 * One line per request, written when the response is done, and at info level or above only when it needs a look:
 * a 5xx (a 503, the database away, at warn as the error handler logs it) or a request slower than
 * LOG_SLOW_REQUEST_MS. Every other request is a debug line: Fastify's own pair of info lines per request filled
 * 650 MB in one load run.
 */
class RequestLog extends LogController {
  readonly #slowMs: number;

  constructor(slowMs: number) {
    super();
    this.#slowMs = slowMs;
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
    } else if (status >= 500) {
      reply.log[status === 503 ? 'warn' : 'error'](line, 'request failed');
    } else if (line.responseTime > this.#slowMs) {
      reply.log.warn(line, 'slow request');
    } else {
      reply.log.debug(line, 'request completed');
    }
  }
}

/** Builds the whole server without listening, so tests can `inject` into exactly what runs. */
export async function buildApp(options: BuildAppOptions) {
  const { ctx } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLog(ctx.config.LOG_SLOW_REQUEST_MS),
    bodyLimit: ctx.config.BODY_LIMIT_BYTES,
    ...requestTimeoutOptions(ctx.config),
    trustProxy: trustProxyOption(ctx.config.TRUST_PROXY),
    rewriteUrl: rewriteBadUrl,
    // Fastify gives each plugin 10 s to load and then refuses to start. On a host busy with other work the API
    // documentation's plugin, which reads its files from disk, took longer than that once; a slow start is better
    // than none.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  watchBodyPace(app, ctx.config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const metrics = createAppMetrics(ctx);
  registerErrorHandling(app, { onDatabaseError: metrics.countDatabaseError });
  // First of the hooks: the session's read in the next ones is within the request's database deadline.
  registerDatabaseDeadline(app, ctx.config.DB_STATEMENT_TIMEOUT_MS);
  // Before every route, so each is counted (docs/operations.md#metrics).
  registerHttpMetrics(app, metrics.registry);
  registerJsonBody(app);
  registerLanguage(app);
  await registerSecurity(app, ctx.config, inlineScriptHashes(options.webDistDir));
  await registerDocs(app);
  await registerAuth(app, ctx, { findSession, startRevocationFeed, assertOperatorTwoFactor });
  registerMaintenanceGate(app, ctx);

  registerInvalidUrlRoute(app);
  registerHealthRoutes(app, ctx);
  registerMetricsRoute(app, ctx.config, metrics);
  registerAuthRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerAntiPhishingRoutes(app, ctx);
  registerPasskeyRoutes(app, ctx);
  registerAddressBookRoutes(app, ctx);
  registerSecurityRoutes(app, ctx);
  registerOperatorRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerApprovalRoutes(app, ctx, {
    subjects: { settings: settingsChanges, package: packageChanges, operator: roleChanges, funds: fundsChanges },
    companyName,
  });
  registerDepositRoutes(app, ctx);
  registerDepositAddressRoutes(app, ctx);
  registerPackageRoutes(app, ctx);
  registerIncomeRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  registerProgressRoutes(app, ctx);
  registerTeamRoutes(app, ctx);
  registerStatementRoutes(app, ctx);
  registerDataExportRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerKycRoutes(app, ctx);
  registerTicketRoutes(app, ctx);
  registerLanguageRoutes(app, ctx);
  registerWithdrawalRoutes(app, ctx);
  registerRejectionReasonRoutes(app, ctx);
  registerAnnouncementRoutes(app, ctx);
  registerTransferRoutes(app, ctx);
  registerPayoutSafetyRoutes(app, ctx);
  registerPayoutRoutes(app, ctx);
  registerConsoleRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerSiteConsoleRoutes(app, ctx);
  registerReservesRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerPostRoutes(app, ctx);
  registerDryRunRoutes(app, ctx);
  registerTwoFactorRoutes(app, ctx);
  registerMaintenanceRoutes(app, ctx);
  if (!ctx.config.isProduction) registerMailboxRoutes(app, ctx);
  await registerSpa(
    app,
    options.webDistDir,
    {
      version: () => contentVersion(ctx.db),
      answers: () => readFirstHtmlAnswers(app, ctx.db),
    },
    options.consoleDistDir,
  );
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
