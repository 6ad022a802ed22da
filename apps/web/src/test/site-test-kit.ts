import { MAINTENANCE_OFF, MSG, type PackageRow, type PublicSettings, routes } from '@app/contract';
import { pageOf } from '@app/web-kit/test/packages-test-kit';
import { ok, on, type RouteStub, stubRoutes } from '@app/web-kit/test/stub-routes';

// Figures other than the defaults (and a name other than the default one) prove the site reads the settings.
export const SITE_SETTINGS: PublicSettings = {
  depositMinimum: 35,
  amountMaximum: 1_000_000,
  withdrawalMinimum: 40,
  withdrawalChargePercent: 6,
  packageWithdrawalMinimum: 12,
  packageWithdrawalChargePercent: 8,
  depositAddress: '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c',
  network: 'USDT-BEP-20',
  transfersEnabled: true,
  transferMinimum: 1,
  kycRequiredForWithdrawal: true,
  newAddressHoldHours: 24,
  withdrawalDailyLimit: 10_000,
  withdrawalDailyCount: 5,
  explorerTransactionUrl: 'https://bscscan.com/tx/{hash}',
  timezone: 'Asia/Kolkata',
  levelIncomePercents: [11, 6, 2],
  directIncomePercent: 7,
  rankTable: [
    { rank: 1, teamBusiness: 0, activeDirects: 0, reward: 0 },
    { rank: 2, teamBusiness: 1000, activeDirects: 2, reward: 25 },
  ],
  autoSettlement: false,
  companyName: 'Harbour Yield Club',
  companyAddress: '7 Quay Lane, Port Example',
  companyEmail: 'help@harbour.test',
  companyPeople: [{ name: 'Mara Quayle', role: 'Managing director' }],
  maintenance: MAINTENANCE_OFF,
};

export const SITE_PACKAGES: PackageRow[] = [
  {
    _id: '11111111-1111-4111-8111-111111111111',
    title: 'Starter',
    description: '',
    status: 'active',
    price: 100,
    yield: 0.5,
    maturity: 300,
    category: 'package',
    maxPrice: null,
    handlingFee: 0,
  },
  {
    _id: '22222222-2222-4222-8222-222222222222',
    title: 'Gold',
    description: '',
    status: 'active',
    price: 1000,
    yield: 0.75,
    maturity: 200,
    category: 'package',
    maxPrice: null,
    handlingFee: 0,
  },
  {
    _id: '33333333-3333-4333-8333-333333333333',
    title: 'Retired',
    description: '',
    status: 'inactive',
    price: 50,
    yield: 1,
    maturity: 30,
    category: 'package',
    maxPrice: null,
    handlingFee: 0,
  },
];

/**
 * The public calls every site page may make: the settings (company identity), the live packages and the
 * operator's page edits (none unless the test stubs its own first).
 */
export function siteStubs(settings: PublicSettings = SITE_SETTINGS): RouteStub[] {
  return [
    on(routes.publicSettings, ok(MSG.loaded, settings)),
    on(routes.packageSearch, ok(MSG.loaded, pageOf(SITE_PACKAGES))),
    on(routes.sitePages, ok(MSG.loaded, [])),
  ];
}

/** `stubRoutes` for a page inside the site or member layout: the test's stubs first, then the site's calls. */
export function stubSiteRoutes(...stubs: RouteStub[]) {
  return stubRoutes(...stubs, ...siteStubs());
}
