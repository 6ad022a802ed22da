import { type LiveAnnouncement, MSG, ROLE, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema';
import { call, createMember, dataOf, newOperatorToken, operatorToken, useTestApp } from '../../helper';

// Announcements (docs/product.md#announcements): the content roles publish them for a window of time, members and
// visitors read the live ones in their language, English where it has none.

const t = useTestApp();
let owner: string;
let content: string;
let finance: string;
let support: string;

const HOUR = 3_600_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  owner = await newOperatorToken(t);
  content = await operatorToken(t, await createMember(t, { role: ROLE.admin, operatorRole: 'content' }));
  finance = await operatorToken(t, await createMember(t, { role: ROLE.admin, operatorRole: 'finance' }));
  support = await operatorToken(t, await createMember(t, { role: ROLE.admin, operatorRole: 'support' }));
});

/** An ISO time `hours` from the test clock's now. */
const at = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();

const ENGLISH = { title: 'Scheduled maintenance on Sunday', body: 'Withdrawals pause from 02:00 to 04:00 UTC.' };
const SPANISH = { title: 'Mantenimiento el domingo', body: 'Los retiros se pausan de 02:00 a 04:00 UTC.' };

function body(overrides: Record<string, unknown> = {}) {
  return { level: 'info', startsAt: at(-1), endsAt: at(24), onSite: false, texts: { en: ENGLISH }, ...overrides };
}

const publish = (sent: Record<string, unknown>, token = owner, headers?: Record<string, string>) =>
  call(t, routes.adminAnnouncementCreate, { body: sent, token, ...(headers ? { headers } : {}) });
const publishedId = async (sent: Record<string, unknown>) => dataOf(await publish(sent))._id;

async function live(language?: string): Promise<LiveAnnouncement[]> {
  const answer = await call(t, routes.announcements, language ? { query: { language } } : {});
  expect(answer.status).toBe(200);
  return dataOf(answer);
}
const liveIds = async () => (await live()).map((row) => row._id);

describe('publishing an announcement', () => {
  it('is for the owner and the content role, audited; finance and support are refused', async () => {
    const byOwner = await publish(body({ onSite: true }));
    expect(byOwner.body).toMatchObject({
      success: true,
      message: MSG.announcementPublished,
      data: { level: 'info', onSite: true, texts: { en: ENGLISH }, status: 'live', withdrawnAt: null },
    });
    const byContent = await publish(body({ level: 'warning' }), content);
    expect(byContent.status).toBe(200);
    for (const token of [finance, support]) {
      const refused = await publish(body(), token);
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect((await call(t, routes.adminAnnouncements, { token })).status).toBe(403);
      const withdraw = await call(t, routes.adminAnnouncementWithdraw, { params: { _id: dataOf(byOwner)._id }, token });
      expect(withdraw.status).toBe(403);
    }
    const id = dataOf(byOwner)._id;
    const audited = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audited.map((row) => [row.action, row.targetType])).toEqual([['announcement.publish', 'announcement']]);
    expect(audited[0]?.details).toMatchObject({ level: 'info', onSite: true, texts: { en: ENGLISH } });
  });

  it('keeps a language left wholly blank as none, and trims the words', async () => {
    const created = await publish(
      body({
        texts: {
          en: { title: `  ${ENGLISH.title} `, body: ENGLISH.body },
          es: { title: ' ', body: '' },
          hi: { title: '', body: '  ' },
        },
      }),
    );
    expect(dataOf(created).texts).toEqual({ en: ENGLISH });
  });

  it.each([
    ['an unknown level', { level: 'urgent' }, MSG.announcementLevelInvalid],
    ['a start that is no date-time', { startsAt: '2026-13-45' }, MSG.announcementStartInvalid],
    ['no end', { endsAt: undefined }, MSG.announcementEndInvalid],
    ['an end that is no date-time', { endsAt: 'tomorrow' }, MSG.announcementEndInvalid],
    [
      'an end before the start',
      { startsAt: '2030-01-01T05:00:00Z', endsAt: '2030-01-01T04:00:00Z' },
      MSG.announcementEndBeforeStart,
    ],
    [
      'an end equal to the start',
      { startsAt: '2030-01-01T05:00:00+01:00', endsAt: '2030-01-01T04:00:00Z' },
      MSG.announcementEndBeforeStart,
    ],
    ['on-site that is no yes or no', { onSite: 'yes' }, MSG.announcementOnSiteInvalid],
    ['no English', { texts: { es: SPANISH } }, MSG.announcementTitleRequired],
    ['no English title', { texts: { en: { title: '  ', body: 'Text' } } }, MSG.announcementTitleRequired],
    ['no English text', { texts: { en: { title: 'Title', body: '' } } }, MSG.announcementBodyRequired],
    ['a title too long', { texts: { en: { title: 'x'.repeat(121), body: 'Text' } } }, MSG.announcementTitleTooLong],
    ['a text too long', { texts: { en: { title: 'Title', body: 'x'.repeat(1001) } } }, MSG.announcementBodyTooLong],
    [
      'a Spanish title too long',
      { texts: { en: ENGLISH, es: { title: 'x'.repeat(121), body: 'Texto' } } },
      MSG.announcementTitleTooLong,
    ],
    [
      'a Spanish title without its text',
      { texts: { en: ENGLISH, es: { title: SPANISH.title, body: ' ' } } },
      MSG.announcementTranslationBodyMissing,
    ],
    [
      'a Hindi text without its title',
      { texts: { en: ENGLISH, hi: { title: '', body: 'रविवार को रखरखाव' } } },
      MSG.announcementTranslationTitleMissing,
    ],
    [
      'a control character in the title',
      { texts: { en: { title: 'Line\nbreak', body: 'Text' } } },
      MSG.controlCharacters,
    ],
  ] as const)('refuses %s with its own message', async (_case, overrides, message) => {
    const answer = await publish(body(overrides));
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
  });

  it('accepts line breaks in the text, 120 and 1,000 characters exactly', async () => {
    const answer = await publish(body({ texts: { en: { title: 'x'.repeat(120), body: `a\n${'b'.repeat(998)}` } } }));
    expect(answer.status).toBe(200);
  });

  it('is live at once without a start, from the server clock', async () => {
    const published = await publish(body({ startsAt: undefined }));
    expect(published.status, published.body.message).toBe(200);
    expect(dataOf(published)).toMatchObject({ startsAt: t.clock.now().toISOString(), status: 'live' });
    expect(await liveIds()).toContain(dataOf(published)._id);
  });

  it('refuses an end already past by the server clock, in the reader language', async () => {
    const past = await publish(body({ startsAt: at(-3), endsAt: at(-1) }));
    expect({ status: past.status, message: past.body.message }).toEqual({
      status: 400,
      message: MSG.announcementEndPast,
    });
    const inSpanish = await publish(body({ startsAt: at(-3), endsAt: at(-1) }), owner, { 'accept-language': 'es' });
    expect(inSpanish.body.message).toBe('Este final ya pasó. Elige un final posterior');
    const now = await publish(body({ startsAt: at(-3), endsAt: at(0) }));
    expect(now.body.message).toBe(MSG.announcementEndPast);
  });
});

describe('the live announcements', () => {
  it('are read without a token, in the language asked, English where it has none', async () => {
    const id = await publishedId(body({ texts: { en: ENGLISH, es: SPANISH } }));
    const inSpanish = (await live('es')).find((row) => row._id === id);
    expect(inSpanish).toMatchObject({ level: 'info', ...SPANISH, onSite: false });
    const inHindi = (await live('hi')).find((row) => row._id === id);
    expect(inHindi).toMatchObject(ENGLISH);
    const byDefault = (await live()).find((row) => row._id === id);
    expect(byDefault).toEqual({
      _id: id,
      level: 'info',
      ...ENGLISH,
      startsAt: expect.any(String),
      endsAt: expect.any(String),
      onSite: false,
    });
  });

  it('refuses an unknown language as every language query does', async () => {
    const answer = await call(t, routes.announcements, { query: { language: 'fr' } });
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 400,
      message: MSG.languageInvalid,
    });
  });

  it('puts warnings first, then the newest start', async () => {
    const olderInfo = await publishedId(body({ startsAt: at(-5) }));
    const newerInfo = await publishedId(body({ startsAt: at(-2) }));
    const olderWarning = await publishedId(body({ level: 'warning', startsAt: at(-6) }));
    const ours = new Set([olderInfo, newerInfo, olderWarning]);
    const order = (await liveIds()).filter((id) => ours.has(id));
    expect(order).toEqual([olderWarning, newerInfo, olderInfo]);
  });

  it('leave out a scheduled one, a withdrawn one and, once its end passes, an ended one', async () => {
    const scheduled = await publishedId(body({ startsAt: at(2), endsAt: at(30) }));
    const withdrawn = await publishedId(body());
    const ending = await publishedId(body({ startsAt: at(-1), endsAt: at(1) }));
    const withdrawnAnswer = await call(t, routes.adminAnnouncementWithdraw, {
      params: { _id: withdrawn },
      token: content,
    });
    expect(withdrawnAnswer.body).toMatchObject({
      message: MSG.announcementWithdrawn,
      data: { _id: withdrawn, status: 'withdrawn' },
    });
    let ids = await liveIds();
    expect(ids).toContain(ending);
    expect(ids).not.toContain(scheduled);
    expect(ids).not.toContain(withdrawn);

    t.clock.advanceSeconds(2 * 3600);
    ids = await liveIds();
    expect(ids).toContain(scheduled);
    expect(ids).not.toContain(ending);

    // The console lists them all with their status, the newest start first; a new sign-in, the clock having moved.
    const token = await newOperatorToken(t);
    const listed = dataOf(await call(t, routes.adminAnnouncements, { token }));
    const statusOf = (id: string) => listed.find((row) => row._id === id)?.status;
    expect([statusOf(scheduled), statusOf(withdrawn), statusOf(ending)]).toEqual(['live', 'withdrawn', 'ended']);
    const starts = listed.map((row) => row.startsAt);
    expect(starts).toEqual([...starts].sort().reverse());
  });
});

describe('withdrawing an announcement', () => {
  it('keeps the row, and a second withdrawal changes nothing and writes no second audit row', async () => {
    const token = await newOperatorToken(t);
    const id = dataOf(await publish(body({ startsAt: at(-1), endsAt: at(5) }), token))._id;
    const first = dataOf(await call(t, routes.adminAnnouncementWithdraw, { params: { _id: id }, token }));
    t.clock.advanceSeconds(60);
    const again = await call(t, routes.adminAnnouncementWithdraw, { params: { _id: id }, token });
    expect(again.status).toBe(200);
    expect(dataOf(again).withdrawnAt).toBe(first.withdrawnAt);
    const audited = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audited.map((row) => row.action).sort()).toEqual(['announcement.publish', 'announcement.withdraw']);
  });

  it('answers 404 with its message for an unknown id', async () => {
    const token = await newOperatorToken(t);
    const unknown = await call(t, routes.adminAnnouncementWithdraw, { params: { _id: UNKNOWN_ID }, token });
    expect({ status: unknown.status, message: unknown.body.message, code: unknown.body.code }).toEqual({
      status: 404,
      message: MSG.announcementNotFound,
      code: 'NOT_FOUND',
    });
  });
});
