import { MSG, routes } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { isSessionEndedMarked } from '@app/web-kit/lib/storage';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logout } from './logout';

describe("a member's log-out", () => {
  it('forgets the session before asking the server, so a read answered 401 meanwhile ends nothing more', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    const server = stubRoutes(
      on(routes.profile, fail(401, MSG.unauthenticated, 'UNAUTHENTICATED')),
      on(routes.logout, ok(MSG.logoutDone)),
    );
    const profile = server.hold(routes.profile);
    const read = callApi(routes.profile).catch((error: unknown) => error);
    await waitFor(() => expect(server.calls.of(routes.profile)).toHaveLength(1));

    const out = logout();
    profile.release();
    expect(await read).toMatchObject({ status: 401 });
    await out;

    expect(server.calls.of(routes.logout)[0]?.headers.Authorization).toBe('Bearer member');
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(isSessionEndedMarked()).toBe(false);
  });
});
