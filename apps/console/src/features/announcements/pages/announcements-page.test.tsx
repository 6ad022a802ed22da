import { type AnnouncementRow, MSG, routes } from '@app/contract';
import { errorOf, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInOperator } from '../../../test/console-test-kit';
import { AnnouncementsPage } from './announcements-page';

// /admin/announcements (docs/product.md#announcements): the form checks what the server checks, the list shows each
// announcement's status and withdraws the ones still to come or live.

const ENGLISH = { title: 'Withdrawals pause on Sunday', body: 'From 02:00 to 04:00 UTC.' };
const LIVE: AnnouncementRow = {
  _id: 'a1',
  level: 'warning',
  startsAt: '2026-11-27T08:00:00.000Z',
  endsAt: '2026-11-29T08:00:00.000Z',
  onSite: true,
  texts: { en: ENGLISH },
  status: 'live',
  withdrawnAt: null,
  createdAt: '2026-11-27T07:00:00.000Z',
};
const WITHDRAWN: AnnouncementRow = {
  ...LIVE,
  _id: 'a2',
  level: 'info',
  texts: { en: { title: 'An old notice', body: 'No longer true.' } },
  status: 'withdrawn',
  withdrawnAt: '2026-11-27T09:00:00.000Z',
};

function renderPage(
  list: AnnouncementRow[] = [LIVE, WITHDRAWN],
  publish: Responder<typeof routes.adminAnnouncementCreate> = ok(MSG.announcementPublished, LIVE),
) {
  const server = stubRoutes(
    on(routes.adminAnnouncements, ok(MSG.loaded, list)),
    on(routes.adminAnnouncementCreate, publish),
    on(routes.adminAnnouncementWithdraw, ok(MSG.announcementWithdrawn, { ...LIVE, status: 'withdrawn' })),
  );
  const view = renderRoutes([{ path: '/admin/announcements', Component: AnnouncementsPage }], '/admin/announcements');
  return { ...view, ...server };
}

const itemOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('/admin/announcements', () => {
  beforeEach(() => signInOperator());

  it('lists each announcement with its status; only one still shown can be withdrawn', async () => {
    const { user, calls } = renderPage();
    await screen.findByRole('heading', { name: ENGLISH.title });
    const live = itemOf(ENGLISH.title);
    expect(within(live).getByText('Live')).toBeTruthy();
    expect(within(live).getByText('Public site too')).toBeTruthy();
    const withdrawn = itemOf('An old notice');
    expect(within(withdrawn).getByText('Withdrawn')).toBeTruthy();
    expect(within(withdrawn).queryByRole('button')).toBeNull();

    await user.click(within(live).getByRole('button', { name: /^Withdraw/ }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(MSG.announcementWithdrawn)).toBeTruthy();
    expect(calls.of(routes.adminAnnouncementWithdraw)[0]?.params).toEqual({ _id: LIVE._id });
  });

  it('shows each field error under its field and sends nothing', async () => {
    const { user, calls } = renderPage([]);
    expect(await screen.findByText('No announcements yet')).toBeTruthy();
    await user.clear(screen.getByLabelText('Ends'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(errorOf('Title')).toBe(MSG.announcementTitleRequired));
    expect(errorOf('Text')).toBe(MSG.announcementBodyRequired);
    expect(errorOf('Ends')).toBe(MSG.announcementEndInvalid);

    await user.click(screen.getByRole('tab', { name: 'Español' }));
    await user.type(screen.getByLabelText('Title in Español (optional)'), 'Retiros en pausa');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(errorOf('Text in Español (optional)')).toBe(MSG.announcementTranslationBodyMissing));
    expect(calls.of(routes.adminAnnouncementCreate)).toHaveLength(0);
  });

  it('shows what members read in each written language, not only the shown one', async () => {
    const spanish = { title: 'Los retiros se pausan el domingo', body: 'De 02:00 a 04:00 UTC.' };
    renderPage([{ ...LIVE, texts: { en: ENGLISH, es: spanish } }]);
    const other = await screen.findByText('What members read in Español');
    expect(other.closest('details')?.textContent).toContain(spanish.title);
    expect(other.closest('details')?.textContent).toContain(spanish.body);
    expect(screen.queryByText('What members read in English')).toBeNull();
  });

  it('starts a new announcement now, so members see it once published', async () => {
    const before = Math.floor(Date.now() / 60_000) * 60_000;
    renderPage([]);
    await screen.findByText('No announcements yet');
    const starts = new Date((screen.getByLabelText('Starts') as HTMLInputElement).value).getTime();
    expect(starts).toBeGreaterThanOrEqual(before);
    expect(starts).toBeLessThanOrEqual(Date.now());
  });

  it('publishes the window as instants and the written languages, and shows a refusal under the form', async () => {
    const { user, calls } = renderPage([], fail(400, MSG.announcementEndPast));
    await screen.findByText('No announcements yet');
    await user.selectOptions(screen.getByLabelText('Level'), 'warning');
    await user.clear(screen.getByLabelText('Starts'));
    await user.type(screen.getByLabelText('Starts'), '2026-12-01T10:00');
    await user.clear(screen.getByLabelText('Ends'));
    await user.type(screen.getByLabelText('Ends'), '2026-12-01T12:30');
    await user.click(screen.getByLabelText('Also show on the public site'));
    await user.type(screen.getByLabelText('Title'), ENGLISH.title);
    await user.type(screen.getByLabelText('Text'), ENGLISH.body);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MSG.announcementEndPast);
    expect(calls.of(routes.adminAnnouncementCreate)[0]?.body).toEqual({
      level: 'warning',
      startsAt: new Date('2026-12-01T10:00').toISOString(),
      endsAt: new Date('2026-12-01T12:30').toISOString(),
      onSite: true,
      texts: { en: ENGLISH },
    });
  });
});
