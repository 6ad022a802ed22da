import { ROLES } from './operator-roles';
import {
  adminPackageChangeResponse,
  adminPackagesResponse,
  claimResponse,
  ordersResponse,
  packageCreateBody,
  packageIdParams,
  packageSearchBody,
  packageSearchResponse,
  packageUpdateBody,
  purchaseBody,
  purchaseResponse,
  settlementResponse,
} from './packages';
import { route, twins } from './route-def';

export const packageRoutes = {
  packageSearch: route({
    method: 'POST',
    path: '/publicApi/userSearchProduct2',
    access: 'public',
    summary: 'Searches the investment packages by title, a page of 10',
    body: packageSearchBody,
    response: packageSearchResponse,
  }),
  purchasePackage: twins('purchasePackage', {
    moneyWrite: true,
    method: 'POST',
    summary: 'Buys a package from the deposit wallet; the order keeps the terms of that moment',
    body: purchaseBody,
    response: purchaseResponse,
  }),
  activePackages: twins('useractivePackage', {
    method: 'GET',
    summary: "The caller's orders, newest first, with days paid and status",
    response: ordersResponse,
  }),
  claimProfit: twins('invetPamentsettelByday', {
    moneyWrite: true,
    method: 'GET',
    summary: "Claims today's trading profit of every active order (once per platform day)",
    response: claimResponse,
  }),
} as const;

export const operatorPackageRoutes = {
  adminPackages: route({
    method: 'GET',
    path: '/adminApi/packages',
    access: 'admin',
    roles: ROLES.memberReads,
    summary: 'Every package, active or not',
    response: adminPackagesResponse,
  }),
  adminPackageCreate: route({
    method: 'POST',
    path: '/adminApi/packages',
    access: 'admin',
    roles: ROLES.owner,
    summary:
      'Adds a package as a draft; unless asked as a draft, its terms wait for a second owner before it goes on sale (202, audited)',
    body: packageCreateBody,
    response: adminPackageChangeResponse,
    accepted: true,
  }),
  adminPackageUpdate: route({
    method: 'POST',
    path: '/adminApi/packages/:_id',
    access: 'admin',
    roles: ROLES.owner,
    summary:
      "Changes a package for new orders; existing orders keep their terms. Texts and taking it off sale apply at once; a package's new terms, or a draft put on sale, wait for a second owner (202, audited)",
    params: packageIdParams,
    body: packageUpdateBody,
    response: adminPackageChangeResponse,
    accepted: true,
  }),
  adminSettlementRun: route({
    method: 'POST',
    path: '/adminApi/settlement/run',
    access: 'admin',
    roles: ROLES.money,
    summary: "Settles today's profit for every member now (what the automatic job does)",
    response: settlementResponse,
  }),
} as const;
