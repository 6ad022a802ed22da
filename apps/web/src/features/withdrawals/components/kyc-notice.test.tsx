import { type KycState, MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS } from '../../../test/withdrawals-test-kit';
import { KycNotice } from './kyc-notice';

function renderNotice(required: boolean, status: KycState['status']) {
  const server = stubRoutes(
    on(routes.publicSettings, ok(MSG.loaded, { ...SETTINGS, kycRequiredForWithdrawal: required })),
    on(routes.kycStatus, ok(MSG.kycLoaded, { status, reason: null, submission: null })),
  );
  renderRoutes(
    [
      { path: '/withdrawladd', element: <KycNotice /> },
      { path: '/kyc', element: <p>identity check page</p> },
    ],
    '/withdrawladd',
  );
  return server;
}

describe('withdrawal pages: the identity check notice', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('links a member without an approved check to it when the operator requires one', async () => {
    renderNotice(true, 'none');
    const link = await screen.findByRole('link', { name: 'Complete your identity check in Settings' });
    expect(link.getAttribute('href')).toBe('/kyc');
  });

  it('says a pending check is waiting', async () => {
    renderNotice(true, 'pending');
    expect(await screen.findByText(/waiting for review/)).toBeTruthy();
  });

  it('says nothing when not required, and asks nothing', async () => {
    const { calls } = renderNotice(false, 'none');
    await screen.findByText((_, node) => node?.tagName === 'BODY');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls.of(routes.kycStatus)).toHaveLength(0);
  });

  it('says nothing to an approved member', async () => {
    const { calls } = renderNotice(true, 'approved');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.of(routes.kycStatus)).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
