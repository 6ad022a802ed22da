import { type OperatorRole, REPORTS_MSG, routes } from '@app/contract';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminLayout } from '../../../kit/layout/admin-layout';
import { operatorProfileAs, signInOperator } from '../../../test/console-test-kit';
import { obligationsOf } from '../../../test/owner-view-test-kit';
import { ReportsPage } from './reports-page';

// docs/decisions/020-operator-roles.md: the reports are the owner's and finance's, a dry run the owner's alone; the
// console's navigation and each address show a role only what its calls may use.

function renderConsoleAs(role: OperatorRole, path: string) {
  const server = stubRoutes(
    operatorProfileAs(role),
    on(routes.adminReportObligations, ok(REPORTS_MSG.loaded, obligationsOf())),
  );
  renderRoutes(
    [
      {
        path: '/admin',
        Component: AdminLayout,
        children: [
          { path: 'reports', Component: ReportsPage },
          // The dry run's own page is the dry-run area's: the gate decides before any page renders.
          { path: 'dry-run', element: <p>the dry run page</p> },
        ],
      },
    ],
    path,
  );
  return server;
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Operator console' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe("the owner's view by role", () => {
  beforeEach(() => signInOperator());

  it('gives the owner the reports and the dry run', async () => {
    renderConsoleAs('owner', '/admin/reports');
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeTruthy();
    expect(navLinks()).toEqual(expect.arrayContaining(['Reports', 'Dry run']));
    cleanup();
    renderConsoleAs('owner', '/admin/dry-run');
    expect(await screen.findByText('the dry run page')).toBeTruthy();
  });

  it('gives finance the reports but not the dry run', async () => {
    const { calls } = renderConsoleAs('finance', '/admin/reports');
    expect(await screen.findByRole('heading', { name: 'Obligations over the next 90 days' })).toBeTruthy();
    expect(navLinks()).toContain('Reports');
    expect(navLinks()).not.toContain('Dry run');
    expect(calls.of(routes.adminReportObligations)).toHaveLength(1);
    cleanup();

    renderConsoleAs('finance', '/admin/dry-run');
    expect(await screen.findByRole('heading', { name: 'Not part of your role', level: 1 })).toBeTruthy();
    expect(screen.getByText('Your role, Finance, cannot use Dry run. Ask an owner if you need it.')).toBeTruthy();
    expect(screen.queryByText('the dry run page')).toBeNull();
  });

  it('gives support neither', async () => {
    const { calls } = renderConsoleAs('support', '/admin/reports');
    expect(await screen.findByRole('heading', { name: 'Not part of your role', level: 1 })).toBeTruthy();
    expect(screen.getByText('Your role, Support, cannot use Reports. Ask an owner if you need it.')).toBeTruthy();
    expect(navLinks()).not.toContain('Reports');
    expect(navLinks()).not.toContain('Dry run');
    expect(calls.of(routes.adminReportObligations)).toHaveLength(0);
    cleanup();

    renderConsoleAs('support', '/admin/dry-run');
    expect(
      await screen.findByText('Your role, Support, cannot use Dry run. Ask an owner if you need it.'),
    ).toBeTruthy();
  });
});
