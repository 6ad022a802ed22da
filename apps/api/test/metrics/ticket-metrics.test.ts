import { routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, dataOf, newOperatorToken, saveSettings, signedInMember, useTestApp } from '../helper';
import { metricsText, sampleOf } from '../metrics-kit';

// The support desk on /metrics (docs/operations.md#alert-supportticketwaiting): tickets not closed by status, how long
// the longest wait for the platform has lasted, and the setting SupportTicketWaiting compares it with.

const t = useTestApp();
let operator: string;
let member: Awaited<ReturnType<typeof signedInMember>>;

const open = async (subject: string) =>
  dataOf(
    await call(t, routes.ticketCreate.member, {
      body: { category: 'other', subject, message: 'Hello' },
      token: member.token,
    }),
  )._id;

beforeAll(async () => {
  operator = await newOperatorToken(t);
  member = await signedInMember(t);
});

describe('ticket metrics', () => {
  it('count tickets by status and age the longest wait from the member last message', async () => {
    const before = await metricsText(t);
    expect(sampleOf(before, 'nexatech_tickets', { status: 'open' })).toBe(0);
    expect(sampleOf(before, 'nexatech_tickets_oldest_waiting_seconds')).toBe(0);
    expect(sampleOf(before, 'nexatech_tickets_response_hours')).toBe(24);

    const first = await open('Oldest');
    t.clock.advanceSeconds(3600);
    await open('Newer');
    const answered = await open('Answered');
    const reply = { params: { _id: answered }, body: { message: 'Done' }, token: operator };
    expect((await call(t, routes.adminTicketMessage, reply)).status).toBe(200);
    t.clock.advanceSeconds(600);

    const text = await metricsText(t);
    expect(sampleOf(text, 'nexatech_tickets', { status: 'open' })).toBe(2);
    expect(sampleOf(text, 'nexatech_tickets', { status: 'answered' })).toBe(1);
    expect(sampleOf(text, 'nexatech_tickets', { status: 'waiting' })).toBe(0);
    expect(sampleOf(text, 'nexatech_tickets_oldest_waiting_seconds')).toBe(4200);

    // Answering the oldest moves the wait to the next one; closed tickets are not counted.
    const answer = { params: { _id: first }, body: { message: 'Send a screenshot', waitForMember: true } };
    expect((await call(t, routes.adminTicketMessage, { ...answer, token: operator })).status).toBe(200);
    expect((await call(t, routes.adminTicketClose, { params: { _id: answered }, token: operator })).status).toBe(200);
    const after = await metricsText(t);
    expect(sampleOf(after, 'nexatech_tickets', { status: 'waiting' })).toBe(1);
    expect(sampleOf(after, 'nexatech_tickets', { status: 'answered' })).toBe(0);
    expect(sampleOf(after, 'nexatech_tickets_oldest_waiting_seconds')).toBe(600);
  });

  it('export the setting the alert compares with', async () => {
    await saveSettings(t, operator, { supportResponseHours: 8 });
    expect(sampleOf(await metricsText(t), 'nexatech_tickets_response_hours')).toBe(8);
  });
});
