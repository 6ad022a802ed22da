import { accountFreezeRoutes } from './account-freeze-routes';
import { addressBookRoutes } from './address-book-routes';
import { announcementRoutes } from './announcements-routes';
import { antiPhishingRoutes } from './anti-phishing-routes';
import { authRoutes, logoutRoutes } from './auth-routes';
import { closeAccountRoutes } from './close-account-routes';
import { consoleRoutes } from './console-routes';
import { contentPagesRoutes } from './content-pages-routes';
import { dataExportRoutes } from './data-export-routes';
import { depositAddressRoutes } from './deposit-addresses-routes';
import { depositRoutes } from './deposits-routes';
import { incomeRoutes } from './income-routes';
import { kycRoutes } from './kyc-routes';
import { languageRoutes } from './language-routes';
import { maintenanceRoutes } from './maintenance-routes';
import { notificationRoutes } from './notifications-routes';
import { operatorRoutes } from './operator-routes';
import { operatorsConsoleRoutes } from './operators-console-routes';
import { operatorPackageRoutes, packageRoutes } from './packages-routes';
import { passkeyRoutes } from './passkeys-routes';
import { payoutSafetyRoutes } from './payout-safety-routes';
import { payoutRoutes } from './payouts-routes';
import { postsRoutes } from './posts-routes';
import { profileRoutes } from './profile-routes';
import { progressRoutes } from './progress-routes';
import { rejectionReasonRoutes } from './rejection-reasons-routes';
import { reportRoutes } from './reports-routes';
import { reservesRoutes } from './reserves-routes';
import type { RouteDef } from './route-def';
import { securityEventRoutes } from './security-events-routes';
import { operatorSettingsRoutes, publicSettingsRoutes } from './settings-routes';
import { siteConsoleRoutes } from './site-console-routes';
import { siteRoutes } from './site-routes';
import { statementRoutes } from './statement-routes';
import { systemRoutes } from './system-routes';
import { ticketRoutes } from './tickets-routes';
import { transferRoutes } from './transfers-routes';
import { twoFactorRoutes } from './two-factor-routes';
import { withdrawalRoutes } from './withdrawals-routes';

export { type Access, pathWith, type RouteDef, type Upload } from './route-def';

// The table of every route; paths in the area tables are kept letter for letter, typos included
// (docs/product.md#contract). The spreads keep the
// order the table had when it was one list: allRoutes() walks it, and the OpenAPI document and the access
// tests list routes in that order.
export const routes = {
  ...authRoutes,
  ...profileRoutes,
  ...logoutRoutes,
  ...operatorRoutes,
  ...publicSettingsRoutes,
  ...depositRoutes,
  ...operatorSettingsRoutes,
  ...siteRoutes,
  ...packageRoutes,
  ...incomeRoutes,
  ...operatorPackageRoutes,
  ...withdrawalRoutes,
  ...consoleRoutes,
  ...siteConsoleRoutes,
  ...operatorsConsoleRoutes,
  ...statementRoutes,
  ...transferRoutes,
  ...kycRoutes,
  ...progressRoutes,
  ...contentPagesRoutes,
  ...languageRoutes,
  ...notificationRoutes,
  ...reservesRoutes,
  ...payoutSafetyRoutes,
  ...twoFactorRoutes,
  ...systemRoutes,
  ...payoutRoutes,
  ...postsRoutes,
  ...depositAddressRoutes,
  ...ticketRoutes,
  ...maintenanceRoutes,
  ...reportRoutes,
  ...rejectionReasonRoutes,
  ...dataExportRoutes,
  ...closeAccountRoutes,
  ...accountFreezeRoutes,
  ...antiPhishingRoutes,
  ...addressBookRoutes,
  ...passkeyRoutes,
  ...securityEventRoutes,
  ...announcementRoutes,
} as const;

/** Every route once, flattened, for the server to register and the access tests to walk. */
export function allRoutes(): RouteDef[] {
  return Object.values(routes).flatMap((entry) => ('path' in entry ? [entry as RouteDef] : Object.values(entry)));
}
