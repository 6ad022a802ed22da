import { MSG, routes, type SessionRow, type TwoFactorStatus } from '@app/contract';
import { ok, on, type Responder } from './stub-routes';

// What /settings reads for its "Two-factor sign-in" and sessions cards, for tests that render the page.

export const TWO_FACTOR_OFF: TwoFactorStatus = {
  enabled: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  required: false,
};

export const SESSIONS: SessionRow[] = [
  {
    _id: 'session-here',
    device: 'Chrome on Windows',
    browser: 'Chrome',
    system: 'Windows',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0',
    ipAddress: '203.0.113.7',
    createdAt: '2026-11-23T10:00:00.000Z',
    current: true,
  },
  {
    _id: 'session-phone',
    device: 'Safari on iOS',
    browser: 'Safari',
    system: 'iOS',
    userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1',
    ipAddress: '198.51.100.20',
    createdAt: '2026-11-22T08:30:00.000Z',
    current: false,
  },
];

/** Stubs of the two-factor status and the sessions list; pass responders to answer otherwise. */
export function securityStubs(
  options: { status?: Responder<typeof routes.twoFactorStatus>; sessions?: Responder<typeof routes.sessions> } = {},
) {
  return [
    on(routes.twoFactorStatus, options.status ?? ok(MSG.twoFactorStatusLoaded, TWO_FACTOR_OFF)),
    on(routes.sessions, options.sessions ?? ok(MSG.sessionsLoaded, SESSIONS)),
    // The "Your data" card: no export asked for yet.
    on(routes.dataExportState, ok(MSG.dataExportLoaded, null)),
    // The "Freeze my account" card: not frozen.
    on(routes.freezeState, ok(MSG.freezeLoaded, { frozen: false, frozenAt: null, unfreezeAt: null })),
    // The "Anti-phishing code" card: none chosen.
    on(routes.antiPhishingCodeState, ok(MSG.antiPhishingCodeLoaded, { code: null })),
    on(
      routes.addresses,
      ok(MSG.addressBookLoaded, { docs: [], receivers: [], onlySaved: false, onlySavedUntil: null }),
    ),
    // The "Recent security activity" card: nothing yet.
    on(routes.securityEvents, ok(MSG.securityEventsLoaded, { docs: [] })),
  ];
}
