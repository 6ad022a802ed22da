import { describe, expect, it } from 'vitest';
import { changeWaitsForApproval, GUARDED_SETTINGS, ROUTE_CONTROLS, SETTING_CONTROLS } from './dual-control';
import { allRoutes, routes } from './routes';
import { operatorSettings } from './settings';

// One table classifies every setting and every operator write (docs/decisions/035-dual-control.md): a setting or a
// route added without its line fails here, before anyone can change it on one operator's word unseen.

const adminWrites = Object.entries(routes).filter(
  ([, route]) => 'path' in route && route.path.startsWith('/adminApi') && route.method !== 'GET',
);

describe('the dual-control table', () => {
  it('classifies every setting, and no setting that is not one', () => {
    expect(Object.keys(SETTING_CONTROLS).sort()).toEqual(Object.keys(operatorSettings.shape).sort());
  });

  it('classifies every operator write route, and nothing else', () => {
    expect(adminWrites.length).toBeGreaterThan(50);
    expect(Object.keys(ROUTE_CONTROLS).sort()).toEqual(adminWrites.map(([name]) => name).sort());
    // Every operator route in the table, under /adminApi: none hides under another prefix.
    const operatorWrites = allRoutes().filter((route) => route.access === 'admin' && route.method !== 'GET');
    expect(operatorWrites.every((route) => route.path.startsWith('/adminApi'))).toBe(true);
  });

  it('gives every line a reason, and says when a second owner is asked for', () => {
    for (const [name, line] of Object.entries(ROUTE_CONTROLS)) {
      expect(line.reason.length, name).toBeGreaterThan(10);
      if (line.control === 'secondOwner') expect('when' in line && line.when, name).toBeTruthy();
    }
    for (const [key, line] of Object.entries(SETTING_CONTROLS)) expect(line.reason.length, key).toBeGreaterThan(10);
  });

  it('marks a route whose request may wait for a second owner as answering 202', () => {
    for (const [name, line] of Object.entries(ROUTE_CONTROLS)) {
      const route = routes[name as keyof typeof routes] as { accepted?: true };
      if (line.control === 'secondOwner') {
        expect(route.accepted, name).toBe(true);
      }
    }
  });

  it('lets a change that only tightens through, and holds every other one', () => {
    expect(GUARDED_SETTINGS.timezone).toBe('any');
    expect(changeWaitsForApproval('payoutApprovalAbove', 1_000, 500)).toBe(false);
    expect(changeWaitsForApproval('payoutApprovalAbove', 1_000, 5_000)).toBe(true);
    expect(changeWaitsForApproval('newAddressHoldHours', 24, 48)).toBe(false);
    expect(changeWaitsForApproval('newAddressHoldHours', 24, 0)).toBe(true);
    expect(changeWaitsForApproval('autoPayoutsPaused', false, true)).toBe(false);
    expect(changeWaitsForApproval('autoPayoutsPaused', true, false)).toBe(true);
    expect(changeWaitsForApproval('transfersEnabled', true, false)).toBe(false);
    expect(changeWaitsForApproval('withdrawalChargePercent', 5, 1)).toBe(true);
    expect(changeWaitsForApproval('withdrawalChargePercent', 5, 5)).toBe(false);
    expect('companyName' in GUARDED_SETTINGS).toBe(false);
  });
});
