import { DRY_RUN_MSG, type OperatorRole, routes } from '@app/contract';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminLayout } from '../../../kit/layout/admin-layout';
import { operatorProfileAs, profileShown, signInOperator } from '../../../test/console-test-kit';
import { DryRunPage } from './dry-run-page';

// docs/decisions/020-operator-roles.md: a dry run is the owner's alone; finance and support are told so at its
// address, and the page's calls are not made for them.

function renderDryRunAs(role: OperatorRole) {
  const server = stubRoutes(operatorProfileAs(role), on(routes.adminDryRuns, ok(DRY_RUN_MSG.loaded, { docs: [] })));
  renderRoutes(
    [{ path: '/admin', Component: AdminLayout, children: [{ path: 'dry-run', Component: DryRunPage }] }],
    '/admin/dry-run',
  );
  return server;
}

describe('/admin/dry-run by role', () => {
  beforeEach(() => signInOperator());

  it('opens for the owner', async () => {
    const server = renderDryRunAs('owner');
    expect(await screen.findByRole('heading', { name: 'Dry run', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No dry runs yet' })).toBeTruthy();
    expect(server.calls.of(routes.adminDryRuns)).toHaveLength(1);
  });

  it.each([
    ['finance', 'Finance'],
    ['support', 'Support'],
  ] as const)('tells %s it is not part of the role, and reads no run', async (role, name) => {
    const server = renderDryRunAs(role);
    expect(await screen.findByRole('heading', { name: 'Not part of your role', level: 1 })).toBeTruthy();
    expect(screen.getByText(`Your role, ${name}, cannot use Dry run. Ask an owner if you need it.`)).toBeTruthy();
    await profileShown(server);
    expect(server.calls.of(routes.adminDryRuns)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Start the dry run' })).toBeNull();
  });
});
