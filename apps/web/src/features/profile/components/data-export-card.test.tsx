import { DATA_EXPORT_LINK_HOURS, type DataExportRow, dataExportTooManyMessage, MSG, routes } from '@app/contract';
import { formatDateTime } from '@app/web-kit/lib/format';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DataExportCard } from './data-export-card';

const REQUESTED = '2026-11-27T10:00:00.000Z';
const READY: DataExportRow = {
  _id: 'export-1',
  status: 'ready',
  requestedAt: REQUESTED,
  readyAt: '2026-11-27T10:00:05.000Z',
  expiresAt: new Date(Date.parse('2026-11-27T10:00:05.000Z') + DATA_EXPORT_LINK_HOURS * 3600_000).toISOString(),
};
const PENDING: DataExportRow = { ...READY, status: 'pending', readyAt: null, expiresAt: null };

const renderCard = () => renderRoutes([{ path: '/settings', element: <DataExportCard /> }], '/settings');
const button = () => screen.getByRole('button', { name: 'Download my data' }) as HTMLButtonElement;

describe('/settings: Your data', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('asks for an export, shows the answer, then says it is being prepared with the button disabled', async () => {
    let latest: DataExportRow | null = null;
    const { calls } = stubRoutes(
      on(routes.dataExportState, () => ok(MSG.dataExportLoaded, latest)),
      on(routes.dataExportRequest, () => {
        latest = PENDING;
        return ok(MSG.dataExportRequested, { _id: PENDING._id, status: 'pending' as const, requestedAt: REQUESTED });
      }),
    );
    const { user } = renderCard();
    expect(await screen.findByRole('heading', { name: 'Your data' })).toBeTruthy();
    expect(screen.getByText(/as JSON and CSV files in one ZIP/)).toBeTruthy();
    await waitFor(() => expect(button().disabled).toBe(false));
    await user.click(button());
    expect(await screen.findByText(MSG.dataExportRequested)).toBeTruthy();
    expect(await screen.findByText(/Being prepared…/)).toBeTruthy();
    expect(button().disabled).toBe(true);
    expect(calls.of(routes.dataExportRequest)).toHaveLength(1);
  });

  it('says until when the mailed link works, and that it downloads once signed in', async () => {
    stubRoutes(on(routes.dataExportState, ok(MSG.dataExportLoaded, READY)));
    renderCard();
    const until = formatDateTime(READY.expiresAt ?? '');
    expect(
      await screen.findByText(
        `We e-mailed you a link, valid until ${until}. Open it and sign in to download your data.`,
      ),
    ).toBeTruthy();
    expect(button().disabled).toBe(false);
  });

  it('says a failed export failed, and shows a refusal in the card', async () => {
    const refusal = dataExportTooManyMessage('2026-11-28T10:00:00.000Z');
    stubRoutes(
      on(routes.dataExportState, ok(MSG.dataExportLoaded, { ...PENDING, status: 'failed' })),
      on(routes.dataExportRequest, fail(429, refusal, 'RATE_LIMITED')),
    );
    const { user } = renderCard();
    expect(await screen.findByText('Preparing your data failed. Please try again.')).toBeTruthy();
    await user.click(button());
    // In the card itself, beside the toast: the refusal stays readable once the toast has gone.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.tagName === 'P' && alert.textContent === refusal)).toBe(
        true,
      ),
    );
  });
});
