import { MSG, routes } from '@app/contract';
import { formatDate, formatDateTime } from '@app/web-kit/lib/format';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberPage, memberRowOf, signInOperator } from '../../../test/console-test-kit';
import { ANN, renderMember } from '../../../test/member-page-test-kit';
import { MembersPage } from './members-page';

// A member who closed the account (docs/product.md#closing-an-account): the console shows it, with the date.
const CLOSED_AT = new Date(2024, 4, 9, 15, 30, 0).toISOString();

describe('a closed member in the console', () => {
  beforeEach(() => signInOperator());

  it('the list marks the row Closed with the date', async () => {
    const closed = memberRowOf({ fullName: 'Closed member', email: 'closed-1@closed.invalid', closedAt: CLOSED_AT });
    stubRoutes(on(routes.adminMembers, memberPage([closed])));
    renderRoutes([{ path: '/admin/members', Component: MembersPage }], '/admin/members');
    expect(await screen.findByText(`Closed ${formatDate(CLOSED_AT)}`)).toBeTruthy();
  });

  it("the member's page says Closed since the date", async () => {
    renderMember({ detail: ok(MSG.loaded, { ...ANN, fullName: 'Closed member', closedAt: CLOSED_AT }) });
    expect(await screen.findByText('Closed')).toBeTruthy();
    expect(screen.getByText(formatDateTime(CLOSED_AT))).toBeTruthy();
  });
});
